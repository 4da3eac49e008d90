/**
 * Highlighted code, rendered like the classic theme's (a `<pre>` of tokens; line highlighting and
 * numbering through the theme's Line component) but highlighted with our own Prism instance
 * (src/code-highlighting), which has only the grammars our pages use and builds each one when a
 * code block first needs it. Token colours come from CSS by class and colour mode
 * (plugins/code-highlighting), not inline styles, and a token that looks like plain text in both
 * Prism themes of the site's config (JSON's punctuation and colons) is rendered as plain text. A
 * block without highlighted or numbered lines has no element per line: the `<pre>` breaks the
 * lines at their line feeds.
 *
 * While a server-rendered page hydrates, the `<code>` keeps the server's token markup as it is
 * (plugins/page-loading/keep-server-children.ts: empty `dangerouslySetInnerHTML`, which React neither compares
 * nor applies when hydrating):
 * nothing is tokenized and no token becomes a React element. The block renders its tokens itself
 * when it mounts after hydration (client-side navigation) or when its code changes (the reference
 * pages swap the sandbox host for production); a new key then replaces the server's element.
 */
import React, {useCallback, useMemo, useState, type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Content';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import {highlightLines, joinLines, plainWhereUnstyled} from '@site/src/code-highlighting/tokens';
import {useMountedWhileHydrating} from '@site/plugins/page-loading/hydration';
import {keepServerChildren} from '@site/plugins/page-loading/keep-server-children';
import styles from './styles.module.css';

/** Empty lines keep their height. */
const emptyTokenStyle: CSSProperties = {display: 'inline-block'};

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const {prism} = useThemeConfig();
  const hydrating = useMountedWhileHydrating();
  const [serverCode] = useState(code);
  const keepServerTokens = hydrating && code === serverCode;
  const lines = useMemo(
    () =>
      keepServerTokens
        ? []
        : plainWhereUnstyled(highlightLines(code, language), language, [prism.theme, prism.darkTheme ?? prism.theme]),
    [keepServerTokens, code, language, prism],
  );

  const getLineProps = useCallback<LineProps['getLineProps']>(
    ({line: _line, className: lineClassName, ...rest}) => ({
      ...rest,
      className: clsx('token-line', lineClassName),
    }),
    [],
  );
  const getTokenProps = useCallback<LineProps['getTokenProps']>(
    ({token, className: tokenClassName, style, ...rest}) => {
      const own = token.empty === true ? emptyTokenStyle : undefined;
      return {
        ...rest,
        className: clsx('token', ...token.types, tokenClassName),
        children: token.content,
        style: style === undefined ? own : {...own, ...style},
      };
    },
    [],
  );

  // The lines as elements, kept across renders that change nothing in them: the code block
  // re-renders when its word-wrap state changes (right after hydration, for every block wider
  // than the screen), and rebuilding every token would update every token's element. A block
  // with no highlighted or numbered line needs no element per line: its tokens render as one run
  // with line feeds (joinLines); the others render line by line through the theme's Line.
  const showLineNumbers = lineNumbersStart !== undefined;
  const lineClassNamesKey = JSON.stringify(lineClassNames);
  const byLine = showLineNumbers || Object.keys(lineClassNames).length > 0;
  const renderedLines = useMemo(
    () =>
      byLine
        ? lines.map((line, index) => (
            <Line
              // Lines have no identity of their own: the code block re-renders them all.
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[index]}
              showLineNumbers={showLineNumbers}
            />
          ))
        : joinLines(lines).map((token, index) => {
            const tokenProps = getTokenProps({token});
            return (
              // Tokens have no identity of their own either.
              <LineToken key={index} {...tokenProps} line={[token]} token={token}>
                {tokenProps.children}
              </LineToken>
            );
          }),
    // lineClassNames is a new object on every render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lines, getLineProps, getTokenProps, lineClassNamesKey, showLineNumbers, byLine],
  );

  const preProps: ComponentProps<'pre'> = {
    // Focusable, so that a block wider than the page can be scrolled from the keyboard.
    tabIndex: 0,
    className: clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar'),
  };
  const codeProps: ComponentProps<'code'> = {
    className: clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering),
    style: showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined,
  };
  return (
    <pre ref={codeBlockRef} {...preProps}>
      {keepServerTokens ? (
        <code key="server" {...codeProps} {...keepServerChildren} />
      ) : (
        <code key="client" {...codeProps}>
          {renderedLines}
        </code>
      )}
    </pre>
  );
}
