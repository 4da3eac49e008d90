// Types of search.mjs (plain JavaScript so that `npm run bench` can import it).
export type SearchIndexOptions = {
  readonly forceLanguage: string;
  readonly includeCharacters: string;
};
export declare const defaultSearchIndexOptions: SearchIndexOptions;
export declare const searchIndexDirectory: string;
export declare function buildSearchIndex(
  outDir: string,
  options?: SearchIndexOptions,
): Promise<{
  readonly pages: number;
  /** Bytes that Pagefind's files lost to a shorter gzip stream. */
  readonly recompressed: number;
  readonly seconds: number;
}>;
