import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // One local mock for the files that send requests to it (inject('mockUrl')).
    globalSetup: ['tests/support/vitest-mock-setup.ts'],
  },
});
