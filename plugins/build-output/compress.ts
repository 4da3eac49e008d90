/**
 * Precompressed `.gz` and `.br` copies of the build's text files, made once at build time with
 * strong settings; nginx serves them with gzip_static / brotli_static instead of compressing the
 * same files on every request.
 */
import {readFile, rm, stat, utimes, writeFile} from 'node:fs/promises';
import {extname} from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

/** Text formats the build emits (images other than SVG are compressed already). */
const compressible = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.map',
  '.webmanifest',
  '.yaml',
  '.yml',
  '.txt',
  '.md',
  '.xml',
  '.xsl',
  '.svg',
]);
/** Same threshold as gzip_min_length in site.conf: below 1 KB the saving is lost in packet overhead. */
const minCompressBytes = 1024;
/**
 * Brotli quality 10, not the maximum 11: on this build's largest chunks 11 takes twice as long for
 * files under 2 % smaller, and this runs on every build.
 */
const brotliQuality = 10;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export function isCompressible(file: string): boolean {
  return compressible.has(extname(file));
}

/**
 * Writes `file.gz` and `file.br` when they are smaller than the file, with the file's mtime (nginx
 * sends it as Last-Modified, and the copies must not look newer than what they copy). Returns how
 * many copies were written.
 */
export async function precompress(file: string): Promise<number> {
  const info = await stat(file);
  if (info.size < minCompressBytes) return 0;
  const source = await readFile(file);
  const variants: ReadonlyArray<readonly [string, () => Promise<Buffer>]> = [
    ['.gz', () => gzip(source, {level: zlib.constants.Z_BEST_COMPRESSION})],
    [
      '.br',
      () =>
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
    ],
  ];
  let written = 0;
  for (const [suffix, compress] of variants) {
    const target = file + suffix;
    const compressed = await compress();
    if (compressed.length < source.length) {
      await writeFile(target, compressed);
      await utimes(target, info.atime, info.mtime);
      written += 1;
    } else {
      // A copy left over from an earlier run would be served although it no longer pays.
      await rm(target, {force: true});
    }
  }
  return written;
}

/** Runs `task` over `items` with at most `limit` in flight (zlib's async calls use the libuv pool). */
export async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const workers = Array.from({length: Math.min(limit, items.length)}, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}
