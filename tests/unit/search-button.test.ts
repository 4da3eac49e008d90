// The navbar search button is all that search adds to every page load (the dialog and the engine
// load on first use): its own code, minified and gzipped, stays within a small budget.
import {gzipSync} from 'node:zlib';
import {build} from 'esbuild';
import {expect, it} from 'vitest';
import {searchButtonMaxBytes} from '../budgets';

it(`the search button's own code is at most ${searchButtonMaxBytes} bytes gzip`, async () => {
  const result = await build({
    entryPoints: ['src/theme/SearchBar/index.tsx'],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    // React is on every page anyway, and the dialog is a separate chunk.
    external: ['react', 'react/jsx-runtime', '@site/src/search/SearchDialog'],
    // Not written: an output directory lets esbuild name the stylesheet it splits off.
    outdir: 'build-search-button',
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'))?.contents ?? new Uint8Array();
  const bytes = gzipSync(code, {level: 9}).length;
  console.log(`search button: ${code.length} bytes minified, ${bytes} bytes gzip`);
  expect(code.length).toBeGreaterThan(500);
  expect(bytes).toBeLessThanOrEqual(searchButtonMaxBytes);
});
