import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Fixture projects carry their own tests, run by the gates under test, not by us.
    exclude: ['test/fixtures/**', 'node_modules/**', 'dist/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: integration tests spawn git, tsc and the CLI; more workers only thrash.
    maxWorkers: 2,
    setupFiles: ['test/setup/stdio-guard.ts'],
    globalSetup: ['test/setup/prerequisites.mjs'],
  },
});
