/**
 * Turns code into lines of typed tokens for rendering: Prism tokenizes the code as a tree (a
 * string inside a token inside a token); a code block renders it as lines of flat tokens, each
 * with the types of every token it is nested in (`['tag', 'punctuation']`), as prism-react-renderer
 * does, so the Prism themes of docusaurus.config.ts apply unchanged.
 */
import {grammarFor, type PrismToken} from './prism';

type LineToken = {types: string[]; content: string; empty?: boolean};

/** The part of a Prism theme (prism-react-renderer's shape) that decides how a token looks. */
export type TokenTheme = {
  readonly plain: Readonly<Record<string, string | number | undefined>>;
  readonly styles: readonly {
    readonly types: readonly string[];
    readonly languages?: readonly string[];
    readonly style: Readonly<Record<string, string | number | undefined>>;
  }[];
};

/** A CSS colour as `r,g,b` when it is written as `#rgb`, `#rrggbb` or `rgb(r, g, b)`; otherwise as written. */
function colourKey(value: string | number | undefined): string | undefined {
  if (typeof value !== 'string') return value === undefined ? undefined : String(value);
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(text);
  const hex = short === null ? long : [short[0], ...short.slice(1).map((digit) => digit + digit)];
  if (hex !== null)
    return hex
      .slice(1, 4)
      .map((pair) => parseInt(pair, 16))
      .join(',');
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(text);
  return rgb === null ? text : rgb.slice(1, 4).map(Number).join(',');
}

/** Whether a token of these types, in this language, looks like plain text in `theme`. */
function looksPlain(theme: TokenTheme, types: readonly string[], language: string): boolean {
  // The theme's entries apply in order, a later one winning, as in the generated token CSS.
  const style: Record<string, string | number | undefined> = {};
  for (const entry of theme.styles) {
    if (entry.languages !== undefined && !entry.languages.includes(language)) continue;
    if (entry.types.some((type) => types.includes(type))) Object.assign(style, entry.style);
  }
  return Object.entries(style).every(
    ([property, value]) =>
      value === undefined || (property === 'color' && colourKey(value) === colourKey(theme.plain.color)),
  );
}

/**
 * Marks as plain every token that looks like plain text in each of `themes` (in our themes, JSON's
 * punctuation and colons), and joins neighbouring plain tokens: the code block renders plain text
 * without an element of its own, so a long JSON example loses about a third of its elements,
 * which the browser lays out and accessibility audits check one by one, and looks the same.
 */
export function plainWhereUnstyled(
  lines: readonly LineToken[][],
  language: string,
  themes: readonly TokenTheme[],
): LineToken[][] {
  const verdicts = new Map<string, boolean>();
  const plainLooking = (types: readonly string[]): boolean => {
    const key = types.join(' ');
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      verdict = themes.every((theme) => looksPlain(theme, types, language));
      verdicts.set(key, verdict);
    }
    return verdict;
  };
  return lines.map((line) => {
    const joined: LineToken[] = [];
    for (const token of line) {
      const plain = token.empty !== true && plainLooking(token.types);
      const previous = joined[joined.length - 1];
      if (plain && previous !== undefined && previous.empty !== true && previous.types.join() === 'plain')
        previous.content += token.content;
      else joined.push(plain ? {types: ['plain'], content: token.content} : token);
    }
    return joined;
  });
}

/**
 * The lines as one run of tokens, with a line feed between lines, joined with the plain text
 * around it: a code block with no highlighted or numbered lines renders this run as it is, with
 * neither an element per line nor a `<br>` after each, and its `<pre>` breaks the lines. On the
 * largest reference page that is 1,700 of its 8,200 elements, each of which the browser styles and
 * lays out and an accessibility audit checks, and a quarter of an audit's time there.
 */
export function joinLines(lines: readonly (readonly LineToken[])[]): LineToken[] {
  const run: LineToken[] = [];
  lines.forEach((line, index) => {
    const tokens = index === 0 ? line : [{types: ['plain'], content: '\n'}, ...line];
    for (const token of tokens) {
      // An empty line's placeholder token keeps a line's height; two line feeds do that here.
      if (token.empty === true) continue;
      const previous = run[run.length - 1];
      if (isPlain(token) && previous !== undefined && isPlain(previous)) previous.content += token.content;
      else run.push({types: [...token.types], content: token.content});
    }
  });
  return run;
}

function isPlain(token: LineToken): boolean {
  return token.types.length === 1 && token.types[0] === 'plain';
}

/** `types` with `added` appended, unless it is already the last type. */
function withTypes(types: string[], added: string | readonly string[] | undefined): string[] {
  if (added === undefined) return types;
  const list = typeof added === 'string' ? [added] : added;
  let result = types;
  for (const type of list) if (result[result.length - 1] !== type) result = [...result, type];
  return result;
}

/** An empty line still gets one token, so that it keeps its height. */
function closeLine(line: LineToken[]): void {
  const [first] = line;
  if (first === undefined) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && first.content === '') {
    first.content = '\n';
    first.empty = true;
  }
}

/**
 * Prism's tokens for `code`. Like prism-react-renderer, this tokenizes with the language's grammar
 * alone and runs no tokenize hooks (PHP's hooks would treat a sample as PHP inside HTML).
 */
function tokenize(code: string, language: string): readonly PrismToken[] {
  const found = grammarFor(language);
  return found === undefined ? [code] : found.prism.tokenize(code, found.grammar);
}

/**
 * The lines of `code` highlighted as `language`; a language without a grammar (`text`) gives
 * plain lines.
 */
export function highlightLines(code: string, language: string): LineToken[][] {
  const tree = tokenize(code, language);
  let line: LineToken[] = [];
  const lines = [line];
  const visit = (tokens: readonly PrismToken[], types: string[], nested: boolean): void => {
    for (const token of tokens) {
      if (typeof token !== 'string') {
        const tokenTypes = withTypes(withTypes(types, token.type), token.alias);
        const {content} = token;
        if (typeof content === 'string') visit([content], tokenTypes, true);
        else
          visit(
            Array.isArray(content) ? (content as readonly PrismToken[]) : [content as PrismToken],
            tokenTypes,
            true,
          );
        continue;
      }
      const textTypes = nested ? types : ['plain'];
      const parts = token.split(/\r\n|\r|\n/);
      parts.forEach((part, index) => {
        if (index > 0) {
          closeLine(line);
          line = [];
          lines.push(line);
        }
        line.push({types: textTypes, content: part});
      });
    }
  };
  visit(tree, [], false);
  closeLine(line);
  return lines;
}
