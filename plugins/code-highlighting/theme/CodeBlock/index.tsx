/**
 * Our code block entry point. It renders the theme's string or element content like the classic
 * theme's, without one thing: the classic one gives its content a new React key once the page has
 * hydrated, so every code block on the page is built a second time, highlighting included, right
 * after hydration (on a reference page, hundreds). That was needed while the colour mode was read
 * during hydration; in Docusaurus 3.8 the colour mode becomes the reader's after hydration, as an
 * ordinary update, so our highlighter (./Content) just re-renders the token colours then, and only
 * in dark mode.
 */
import React, {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The code as one string when it is only text (so it can be highlighted and copied). */
function asText(children: ReactNode): ReactNode {
  if (typeof children === 'string') return children;
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const code = asText(children);
  if (typeof code === 'string') return <StringContent {...props}>{code}</StringContent>;
  return <ElementContent {...props}>{code}</ElementContent>;
}
