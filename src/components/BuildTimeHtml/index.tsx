import React, {type ReactNode} from 'react';
import clsx from 'clsx';

/**
 * HTML rendered at build time from the descriptions in our own OpenAPI document (see
 * plugins/openapi-reference/markdown.ts). The browser receives HTML, not a Markdown parser.
 */
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
    <div className={clsx('markdown', className)} dangerouslySetInnerHTML={{__html: html}} />
  );
}
