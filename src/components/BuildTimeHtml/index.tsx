import React, {type ReactNode} from 'react';
import clsx from 'clsx';

/**
 * HTML rendered at build time from the descriptions in our own OpenAPI document (see
 * plugins/openapi-reference/markdown.ts). The browser receives HTML, not a Markdown parser.
 */
/**
 * A description that is one paragraph, as most are, goes into the wrapper without its `<p>`: the
 * wrapper is already the block, and the theme gives the last child of `.markdown` no margin, so
 * the text looks the same with one element fewer (hundreds on a large reference page).
 */
const singleParagraph = /^<p>((?:(?!<\/?p[\s>])[\s\S])*)<\/p>$/;

export default function BuildTimeHtml({
  html,
  inline = false,
  className,
}: {
  readonly html: string | undefined;
  readonly inline?: boolean;
  readonly className?: string;
}): ReactNode {
  if (html === undefined || html === '') return null;
  return inline ? (
    <span className={className} dangerouslySetInnerHTML={{__html: html}} />
  ) : (
    <div
      className={clsx('markdown', className)}
      dangerouslySetInnerHTML={{__html: singleParagraph.exec(html)?.[1] ?? html}}
    />
  );
}
