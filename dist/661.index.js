export const id = 661;
export const ids = [661];
export const modules = {

/***/ 95661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dashboardsSync: () => (/* binding */ dashboardsSync)
/* harmony export */ });
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93059);
/* harmony import */ var _meta_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94437);
/* harmony import */ var _sync_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82296);



const dashboardsSync = {
    ..._meta_js__WEBPACK_IMPORTED_MODULE_1__/* .DASHBOARDS_SYNC */ .yj,
    prepare(given) {
        const input = given.of(_meta_js__WEBPACK_IMPORTED_MODULE_1__/* .DASHBOARDS_SYNC */ .yj.name);
        const dashboardFile = input.text('dashboard-file');
        if (!dashboardFile)
            throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `dashboards.sync needs input ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .named */ .KT)('dashboard-file')} (a path or a glob).`);
        const alertFile = input.text('alert-file');
        const settings = (0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .readDashboardSyncInputs */ .$5)(input);
        const sources = [(0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .dashboardSource */ .y7)(dashboardFile), ...(alertFile ? [(0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .alertSource */ .WY)(alertFile)] : [])];
        return (ctx) => (0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .sync */ .OH)(ctx, settings, sources, alertFile ? 'pair' : 'single');
    },
};


/***/ })

};
