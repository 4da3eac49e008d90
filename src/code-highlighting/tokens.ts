/**
 * Turns code into lines of typed tokens for rendering: Prism tokenizes the code as a tree (a
 * string inside a token inside a token); a code block renders it as lines of flat tokens, each
 * with the types of every token it is nested in (`['tag', 'punctuation']`), as prism-react-renderer
 * does, so the Prism themes of docusaurus.config.ts apply unchanged.
 */
import {grammarFor, type PrismToken} from './prism';

type LineToken = {types: string[]; content: string; empty?: boolean};

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
