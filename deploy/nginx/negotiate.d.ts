// Types of negotiate.js (plain JavaScript, because nginx's JavaScript module runs it).
declare const negotiate: {
  /** True when an Accept header prefers Markdown to HTML. */
  markdownPreferred(accept: string | undefined | null): boolean;
  /** For nginx's `js_set`: "1" when the request prefers Markdown, "0" otherwise. */
  wantsMarkdown(request: {readonly headersIn: Readonly<Record<string, string | undefined>>}): '1' | '0';
};
export default negotiate;
