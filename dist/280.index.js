export const id = 280;
export const ids = [280];
export const modules = {

/***/ 86280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   stackSync: () => (/* binding */ stackSync)
/* harmony export */ });
/* harmony import */ var _util_input_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(93059);
/* harmony import */ var _meta_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94437);
/* harmony import */ var _sync_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(82296);



const stackSync = {
    ..._meta_js__WEBPACK_IMPORTED_MODULE_1__/* .STACK_SYNC */ .fs,
    prepare(given) {
        const input = given.of(_meta_js__WEBPACK_IMPORTED_MODULE_1__/* .STACK_SYNC */ .fs.name);
        const stackFile = input.text('stack-file');
        if (!stackFile)
            throw new _util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz((0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `stack.sync needs input ${(0,_util_input_error_js__WEBPACK_IMPORTED_MODULE_0__/* .named */ .KT)('stack-file')} (a path or a glob).`);
        const settings = (0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .readDashboardSyncInputs */ .$5)(input);
        return (ctx) => (0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .sync */ .OH)(ctx, settings, [(0,_sync_js__WEBPACK_IMPORTED_MODULE_2__/* .stackSource */ .QE)(stackFile)], 'stack');
    },
};


/***/ })

};
