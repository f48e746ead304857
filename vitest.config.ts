import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: integration tests spawn git, tsc and the CLI; more workers only thrash.
    maxWorkers: 2,
    setupFiles: ['test/setup/stdio-guard.ts'],
  },
});
