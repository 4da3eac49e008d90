// Code blocks render text that looks plain without an element of its own: the tokens that keep an
// element are exactly those whose colour or style differs from plain text in one of the themes.
import {describe, expect, test} from 'vitest';
import {themes} from 'prism-react-renderer';
import {highlightLines, joinLines, plainWhereUnstyled, type TokenTheme} from '../../src/code-highlighting/tokens';

/** Each line as `type:text` pieces, the plain ones as bare text. */
function pieces(lines: ReturnType<typeof highlightLines>): string[][] {
  return lines.map((line) =>
    line.map((token) => (token.types.join() === 'plain' ? token.content : `${token.types.join('+')}:${token.content}`)),
  );
}

const json = '{\n  "amount": 1299,\n  "tags": [null]\n}';

describe('plainWhereUnstyled', () => {
  test('joins JSON punctuation and colons into the plain text around them with the site’s light and dark themes', () => {
    const lines = plainWhereUnstyled(highlightLines(json, 'json'), 'json', [themes.github, themes.dracula]);
    expect(pieces(lines)).toEqual([
      ['{'],
      ['  ', 'property:"amount"', ': ', 'number:1299', ','],
      ['  ', 'property:"tags"', ': [', 'null+keyword:null', ']'],
      ['}'],
    ]);
  });

  test('keeps punctuation its own element when one theme gives it a colour of its own', () => {
    const coloured: TokenTheme = {...themes.dracula, styles: [{types: ['punctuation'], style: {color: '#ff0000'}}]};
    const lines = plainWhereUnstyled(highlightLines('[1]', 'json'), 'json', [themes.github, coloured]);
    expect(pieces(lines)).toEqual([['punctuation:[', 'number:1', 'punctuation:]']]);
  });

  test('compares colours across notations, and keeps a token styled by more than its colour', () => {
    const theme = (style: Record<string, string>): TokenTheme => ({
      plain: {color: '#393A34'},
      styles: [{types: ['punctuation'], style}],
    });
    const run = (style: Record<string, string>) =>
      pieces(plainWhereUnstyled(highlightLines('[]', 'json'), 'json', [theme(style)]));
    expect(run({color: 'rgb(57, 58, 52)'})).toEqual([['[]']]);
    expect(run({color: '#393a34'})).toEqual([['[]']]);
    expect(run({color: 'rgb(57, 58, 53)'})).toEqual([['punctuation:[', 'punctuation:]']]);
    expect(run({color: '#393A34', fontStyle: 'italic'})).toEqual([['punctuation:[', 'punctuation:]']]);
  });

  test('applies a language-specific style only to that language', () => {
    const theme: TokenTheme = {
      plain: {color: '#000'},
      styles: [{types: ['punctuation'], languages: ['bash'], style: {color: '#f00'}}],
    };
    expect(pieces(plainWhereUnstyled(highlightLines('[]', 'json'), 'json', [theme]))).toEqual([['[]']]);
    expect(pieces(plainWhereUnstyled(highlightLines('[ ]', 'bash'), 'bash', [theme]))[0]).toContain('punctuation:[');
  });

  test('keeps an empty line’s token, which holds the line’s height', () => {
    const lines = plainWhereUnstyled(highlightLines('[\n\n]', 'json'), 'json', [themes.github]);
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  });
});

describe('joinLines', () => {
  test('gives one run of tokens whose text is the code, line feeds joined with the plain text around them', () => {
    const code = '{\n  "amount": 1299,\n\n  "tags": [null]\n}';
    const run = joinLines(plainWhereUnstyled(highlightLines(code, 'json'), 'json', [themes.github, themes.dracula]));
    expect(run.map((token) => token.content).join('')).toBe(code);
    expect(pieces([run])[0]).toEqual([
      '{\n  ',
      'property:"amount"',
      ': ',
      'number:1299',
      ',\n\n  ',
      'property:"tags"',
      ': [',
      'null+keyword:null',
      ']\n}',
    ]);
  });
});
