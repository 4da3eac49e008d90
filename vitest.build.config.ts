import {defineConfig} from 'vitest/config';

// Unit tests of the built files (`npm run test:build`, after `npm run build` in `npm test`): they
// read build/ and fail with a clear message when it is missing.
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // The files only read build/: they share a worker's module cache (18 CPU-seconds against 10).
    isolate: false,
  },
});
