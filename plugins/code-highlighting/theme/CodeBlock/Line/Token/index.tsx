/**
 * The theme's token element, without an element for text that has no colour of its own. Plain
 * text (indentation, the spaces between tokens, the empty token at the end of each line) takes the
 * code block's colour from the Prism theme CSS, so its `<span class="token plain">` only adds
 * elements: on the largest reference page about 2,300 of its 12,000, which the browser parses,
 * styles and lays out while the page loads. The theme provides this component for customising
 * exactly this; the other tokens render as the theme renders them.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

export default function CodeBlockLineToken({line, token, ...props}: Props): ReactNode {
  const plain = token.types.length === 1 && token.types[0] === 'plain' && props.style === undefined;
  if (plain) return props.children === '' ? null : props.children;
  return <span {...props} />;
}
