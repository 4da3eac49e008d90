/**
 * Props that keep an element's server-rendered children while the page hydrates. With empty
 * `dangerouslySetInnerHTML` (and `suppressHydrationWarning`), React leaves the server's children as
 * they are: it neither compares nor sets inner HTML during hydration, and sets it later only when
 * the value changes. That is React's behaviour, not its API: `plugins/guards` stops the build on
 * another React minor version, and `tests/unit/hydration.test.ts` shows the behaviour on the
 * installed one (UPGRADING.md).
 */
export const keepServerChildren = {suppressHydrationWarning: true, dangerouslySetInnerHTML: {__html: ''}} as const;
