export const id = 571;
export const ids = [571];
export const modules = {

/***/ 69571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   alertsSync: () => (/* binding */ alertsSync),
/* harmony export */   readSyncInputs: () => (/* binding */ readSyncInputs)
/* harmony export */ });
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93059);
/* harmony import */ var _meta_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94437);
/* harmony import */ var _sync_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82296);



const alertsSync = {
    ..._meta_js__WEBPACK_IMPORTED_MODULE_1__/* .ALERTS_SYNC */ .qY,
    prepare(input) {
        const { alertFile, ...settings } = readSyncInputs(input);
        return (ctx) => (0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .sync */ .OH)(ctx, settings, [(0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .alertSource */ .WY)(alertFile)], 'single');
    },
};
function readSyncInputs(given) {
    const input = given.of(_meta_js__WEBPACK_IMPORTED_MODULE_1__/* .ALERTS_SYNC */ .qY.name);
    const alertFile = input.text('alert-file');
    if (!alertFile)
        throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `alerts.sync needs input ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .named */ .KT)('alert-file')} (a path or a glob).`);
    return { alertFile, ...(0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .readCommonSyncInputs */ .Yo)(input) };
}


/***/ })

};
