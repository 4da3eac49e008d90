import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // A worker per core: vitest's default leaves one core to itself, which here meant one worker
    // on two cores (116 s for the stage in the last CI run against 99 s with two, quiet machine).
    maxWorkers: '100%',
    // One local mock for the files that send requests to it (inject('mockUrl')).
    globalSetup: ['tests/support/vitest-mock-setup.ts'],
  },
});
