// The emulator's own test helpers live with its tests (packages/emulator/test/http.ts); this keeps the
// path other suites import them by.
export * from '../../packages/emulator/test/http.ts';
