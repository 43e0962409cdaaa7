import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The emulator package keeps its own tests (packages/emulator/test/), run by the same `npm test`.
    include: ['test/**/*.test.ts', 'packages/emulator/test/**/*.test.ts'],
    // Builds the bundle under test from src/ (once per run, before any worker starts).
    globalSetup: ['test/global-setup.ts'],
    // @actions/github reads the event into a singleton `context` when first imported; through
    // vitest's module runner, vi.resetModules() gives each in-process test a fresh one.
    server: { deps: { inline: ['@actions/github'] } },
    // `npm test -- --coverage` (.ci/run): src/ and the emulator package as run in-process by the tests. The tests that
    // spawn the bundled action or CLI are not counted (the bundle is one ncc file, not src/), so
    // the figure is a floor on what the suite exercises, held so it does not fall.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts', 'packages/emulator/src/**/*.ts'],
      exclude: ['src/generated/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // The figures are shown when a test fails too, so a red run still says where coverage stands.
      reportOnFailure: true,
      // The floor, a little under what the suite measured (2026-11-25, src/ and the emulator package:
      // statements 73.0 %, branches 64.8 %, functions 74.5 %, lines 75.5 %): below it the run fails.
      // Raise it as coverage grows; never lower it to make a change pass.
      thresholds: { statements: 78, branches: 68, functions: 79, lines: 80 },
    },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
