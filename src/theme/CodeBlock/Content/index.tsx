/**
 * Highlighted code, rendered like the classic theme's (a `<pre>` of token lines with the Prism
 * theme's colours as inline styles, line highlighting and numbering through the theme's Line
 * component) but highlighted with our own Prism instance (src/code-highlighting), which has only
 * the grammars our pages use and builds each one when a code block first needs it.
 */
import React, {useCallback, useMemo, type ComponentProps, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import {highlightLines, type LineToken} from '@site/src/code-highlighting/tokens';
import styles from './styles.module.css';

type PrismTheme = ReturnType<typeof usePrismTheme>;
type Styles = Readonly<Record<string, CSSProperties | undefined>>;

/** The theme's style for each token type, for one language (entries can be limited to languages). */
function tokenStyles(theme: PrismTheme, language: string): Styles {
  const byType: Record<string, CSSProperties> = {};
  for (const entry of theme.styles) {
    if (entry.languages !== undefined && !entry.languages.includes(language)) continue;
    for (const type of entry.types) byType[type] = {...byType[type], ...(entry.style as CSSProperties)};
  }
  return byType;
}

/** A token's style: its types' styles merged in order; empty lines keep their height. */
function tokenStyle(token: LineToken, byType: Styles): CSSProperties | undefined {
  const base: CSSProperties | undefined = token.empty === true ? {display: 'inline-block'} : undefined;
  if (token.types.length === 1 && token.types[0] === 'plain') return base;
  return Object.assign({}, base, ...token.types.map((type) => byType[type]));
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const lines = useMemo(() => highlightLines(code, language), [code, language]);
  const byType = useMemo(() => tokenStyles(theme, language), [theme, language]);
  // The line's text colour without the block's background (the <pre> has that).
  const lineStyle = useMemo((): CSSProperties => ({...(theme.plain as CSSProperties), backgroundColor: undefined}), [theme]);

  const getLineProps = useCallback<LineProps['getLineProps']>(
    ({line, className: lineClassName, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', lineClassName),
      style: {...lineStyle, ...style},
    }),
    [lineStyle],
  );
  const getTokenProps = useCallback<LineProps['getTokenProps']>(
    ({token, className: tokenClassName, style, ...rest}) => {
      const own = tokenStyle(token, byType);
      return {
        ...rest,
        className: clsx('token', ...token.types, tokenClassName),
        children: token.content,
        style: style === undefined ? own : {...own, ...style},
      };
    },
    [byType],
  );

  // The lines as elements, kept across renders that change nothing in them: the code block
  // re-renders when its word-wrap state changes (right after hydration, for every block wider
  // than the screen), and rebuilding every token would update every token's element.
  const showLineNumbers = lineNumbersStart !== undefined;
  const lineClassNamesKey = JSON.stringify(lineClassNames);
  const renderedLines = useMemo(
    () =>
      lines.map((line, index) => (
        <Line
          // Lines have no identity of their own: the code block re-renders them all.
          // eslint-disable-next-line react/no-array-index-key
          key={index}
          line={line}
          getLineProps={getLineProps}
          getTokenProps={getTokenProps}
          classNames={lineClassNames[index]}
          showLineNumbers={showLineNumbers}
        />
      )),
    // lineClassNames is a new object on every render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lines, getLineProps, getTokenProps, lineClassNamesKey, showLineNumbers],
  );

  const preProps: ComponentProps<'pre'> = {
    // Focusable, so that a block wider than the page can be scrolled from the keyboard.
    tabIndex: 0,
    className: clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar'),
    style: theme.plain as CSSProperties,
  };
  return (
    <pre ref={wordWrap.codeBlockRef} {...preProps}>
      <code
        className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}>
        {renderedLines}
      </code>
    </pre>
  );
}
