import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds the bundle under test from src/ (once per run, before any worker starts).
    globalSetup: ['test/global-setup.ts'],
    // @actions/github reads the event into a singleton `context` when first imported; through
    // vitest's module runner, vi.resetModules() gives each in-process test a fresh one.
    server: { deps: { inline: ['@actions/github'] } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
