import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // A worker per core: vitest's default leaves one core to itself, which here meant one worker
    // on two cores (116 s for the stage in the last CI run against 99 s with two, quiet machine).
    maxWorkers: '100%',
    // The test files share a worker's module cache instead of importing everything again per file:
    // they mock nothing and change no global state. Isolated, the stage cost 188 CPU-seconds against
    // 133 (most of it importing the OpenAPI, Markdown and Docusaurus modules once per file).
    isolate: false,
    // One local mock for the files that send requests to it (inject('mockUrl')).
    globalSetup: ['tests/support/vitest-mock-setup.ts'],
  },
});
