/**
 * Reads the curl commands that guides, posts and the reference print, the way a shell and curl
 * would, so that a test can send exactly that request somewhere else (the local mock).
 *
 * It understands what the samples use: quoting, `\` line continuations, `$VAR` and `export VAR=…`,
 * a curl inside `$(…)` or before a pipe, and the curl options for method, URL, headers, data, form
 * parts and Basic credentials. Any other curl option is an error, so a new kind of sample is noticed
 * instead of being sent wrong.
 */

/** The story's access token (see openapi/README.md), given to `$TOKEN`-style variables. */
export const PLACEHOLDER_TOKEN = 'at_test_placeholder_5f2c9e';

export type FormPart =
  | {readonly name: string; readonly value: string}
  | {readonly name: string; readonly fileName: string; readonly type?: string};

export type CurlRequest = {
  readonly method: string;
  /** As printed (the sandbox or production host), before any rewriting. */
  readonly url: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: {readonly kind: 'text'; readonly text: string} | {readonly kind: 'form'; readonly parts: FormPart[]};
  /** Shell variables the command used that nothing on the page set; they got `PLACEHOLDER_TOKEN`. */
  readonly placeholders: readonly string[];
};

export const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

/** A piece of a shell word: literal text, or a variable to expand when the command runs. */
type Segment = string | {readonly variable: string};
type Token = {readonly kind: 'word'; readonly value: Segment[]} | {readonly kind: 'op'; readonly value: string};

/** Splits shell text into words (with their variables left to expand) and operators. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let word: Segment[] = [];
  let inWord = false;
  const end = (): void => {
    if (inWord) tokens.push({kind: 'word', value: word});
    word = [];
    inWord = false;
  };
  const variableAt = (index: number): {name: string; length: number} | undefined => {
    const braced = /^\$\{([A-Za-z_]\w*)\}/.exec(text.slice(index));
    if (braced?.[1] !== undefined) return {name: braced[1], length: braced[0].length};
    const plain = /^\$([A-Za-z_]\w*)/.exec(text.slice(index));
    if (plain?.[1] !== undefined) return {name: plain[1], length: plain[0].length};
    return undefined;
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? '';
    const next = text[i + 1] ?? '';
    if (char === '\\') {
      // A backslash before a line break continues the line; before anything else it quotes it.
      if (next !== '\n') {
        word.push(next);
        inWord = true;
      }
      i += 2;
    } else if (char === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) throw new Error('unterminated single quote');
      word.push(text.slice(i + 1, close));
      inWord = true;
      i = close + 1;
    } else if (char === '"') {
      inWord = true;
      i++;
      while (i < text.length && text[i] !== '"') {
        const inner = text[i] ?? '';
        if (inner === '\\' && '$`"\\\n'.includes(text[i + 1] ?? '')) {
          if (text[i + 1] !== '\n') word.push(text[i + 1] ?? '');
          i += 2;
        } else if (inner === '$' && text[i + 1] === '(') {
          throw new Error('command substitution inside double quotes is not supported');
        } else if (inner === '$' && variableAt(i) !== undefined) {
          const variable = variableAt(i);
          word.push({variable: variable?.name ?? ''});
          i += variable?.length ?? 1;
        } else {
          word.push(inner);
          i++;
        }
      }
      if (i >= text.length) throw new Error('unterminated double quote');
      i++;
    } else if (char === '$' && next === '(') {
      end();
      tokens.push({kind: 'op', value: '$('});
      i += 2;
    } else if (char === '$' && variableAt(i) !== undefined) {
      const variable = variableAt(i);
      word.push({variable: variable?.name ?? ''});
      inWord = true;
      i += variable?.length ?? 1;
    } else if (char === '#' && !inWord) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (char === '\n' || char === ';' || char === ')' || char === '<' || char === '>') {
      end();
      tokens.push({kind: 'op', value: char === '\n' ? ';' : char});
      i++;
    } else if (char === '|' || char === '&') {
      end();
      const double = next === char;
      tokens.push({kind: 'op', value: double ? char + char : char});
      i += double ? 2 : 1;
    } else if (char === ' ' || char === '\t' || char === '\r') {
      end();
      i++;
    } else {
      word.push(char);
      inWord = true;
      i++;
    }
  }
  end();
  return tokens;
}

/** The simple commands (lists of words) of shell text, in order, with `$(…)` contents on their own. */
function commands(tokens: readonly Token[]): Segment[][][] {
  const out: Segment[][][] = [];
  let current: Segment[][] = [];
  for (const token of tokens) {
    if (token.kind === 'word') {
      current.push(token.value);
      continue;
    }
    if (current.length > 0) out.push(current);
    current = [];
  }
  if (current.length > 0) out.push(current);
  return out;
}

const CURL_FLAGS = new Set([
  '-G',
  '--get',
  '-i',
  '--include',
  '-s',
  '--silent',
  '-S',
  '--show-error',
  '-f',
  '--fail',
  '--fail-with-body',
  '-L',
  '--location',
  '-v',
  '--verbose',
  '--compressed',
]);
const CURL_OPTIONS_WITH_VALUE = new Set([
  '-X',
  '--request',
  '-H',
  '--header',
  '-d',
  '--data',
  '--data-ascii',
  '--data-binary',
  '--data-raw',
  '--data-urlencode',
  '-u',
  '--user',
  '-F',
  '--form',
  '--url',
  // What happens to the answer: nothing the request depends on.
  '-o',
  '--output',
  '-w',
  '--write-out',
]);

/** Percent-encoding as curl's --data-urlencode does it (RFC 3986 unreserved characters stay). */
function urlencode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `readFile(name)` gives the text of a file a sample sends with `@name`, or undefined when unknown. */
export type FileReader = (name: string) => string | undefined;

function parseCurl(words: readonly string[], readFile: FileReader, placeholders: readonly string[]): CurlRequest {
  let method: string | undefined;
  let url: string | undefined;
  let get = false;
  const headers: [string, string][] = [];
  const data: string[] = [];
  const parts: FormPart[] = [];
  let basic: string | undefined;

  const fileText = (name: string): string => {
    const text = readFile(name);
    if (text === undefined)
      throw new Error(`the sample sends @${name}, but the page shows no code block titled ${name}`);
    return text;
  };

  const options = words.slice(1).flatMap((word) => {
    // Bundled short flags (`-sS`) are several flags.
    if (/^-[a-zA-Z]{2,}$/.test(word) && [...word.slice(1)].every((letter) => CURL_FLAGS.has(`-${letter}`))) {
      return [...word.slice(1)].map((letter) => `-${letter}`);
    }
    return [word];
  });
  for (let i = 0; i < options.length; i++) {
    const option = options[i] ?? '';
    if (!option.startsWith('-')) {
      if (url !== undefined) throw new Error(`two URLs: ${url} and ${option}`);
      url = option;
      continue;
    }
    if (CURL_FLAGS.has(option)) {
      if (option === '-G' || option === '--get') get = true;
      continue;
    }
    if (!CURL_OPTIONS_WITH_VALUE.has(option)) throw new Error(`unsupported curl option ${option}`);
    const value = options[++i];
    if (value === undefined) throw new Error(`${option} without a value`);
    switch (option) {
      case '-X':
      case '--request':
        method = value.toUpperCase();
        break;
      case '--url':
        url = value;
        break;
      case '-H':
      case '--header': {
        const colon = value.indexOf(':');
        if (colon < 1) throw new Error(`cannot read header "${value}"`);
        headers.push([value.slice(0, colon).trim(), value.slice(colon + 1).trim()]);
        break;
      }
      case '-u':
      case '--user':
        basic = Buffer.from(value).toString('base64');
        break;
      case '-d':
      case '--data':
      case '--data-ascii':
        // Like curl: @file sends the file without its line breaks.
        data.push(value.startsWith('@') ? fileText(value.slice(1)).replace(/[\r\n]/g, '') : value);
        break;
      case '--data-binary':
        data.push(value.startsWith('@') ? fileText(value.slice(1)) : value);
        break;
      case '--data-raw':
        data.push(value);
        break;
      case '--data-urlencode': {
        const at = /^([^=@]*)@(.*)$/.exec(value);
        const equals = value.indexOf('=');
        if (at !== null && (equals < 0 || value.indexOf('@') < equals)) {
          const content = urlencode(fileText(at[2] ?? ''));
          data.push(at[1] ? `${at[1]}=${content}` : content);
        } else if (equals >= 0) {
          const name = value.slice(0, equals);
          data.push(name === '' ? urlencode(value.slice(1)) : `${name}=${urlencode(value.slice(equals + 1))}`);
        } else {
          data.push(urlencode(value));
        }
        break;
      }
      case '-F':
      case '--form': {
        const equals = value.indexOf('=');
        if (equals < 1) throw new Error(`cannot read form part "${value}"`);
        const name = value.slice(0, equals);
        const [content = '', ...attributes] = value.slice(equals + 1).split(';');
        if (content.startsWith('@')) {
          const type = attributes.find((attribute) => attribute.startsWith('type='))?.slice('type='.length);
          parts.push(
            type === undefined ? {name, fileName: content.slice(1)} : {name, fileName: content.slice(1), type},
          );
        } else if (content.startsWith('<')) {
          parts.push({name, value: fileText(content.slice(1))});
        } else {
          parts.push({name, value: value.slice(equals + 1)});
        }
        break;
      }
      default:
        break;
    }
  }
  if (url === undefined) throw new Error('curl without a URL');
  if (basic !== undefined) headers.unshift(['Authorization', `Basic ${basic}`]);
  const hasHeader = (name: string): boolean => headers.some(([key]) => key.toLowerCase() === name);

  if (parts.length > 0) {
    // curl writes the multipart Content-Type itself, with the boundary, whatever -H said.
    const kept = headers.filter(([key]) => key.toLowerCase() !== 'content-type');
    return {method: method ?? 'POST', url, headers: kept, body: {kind: 'form', parts}, placeholders};
  }
  if (data.length > 0 && get) {
    const query = data.join('&');
    return {method: method ?? 'GET', url: url + (url.includes('?') ? '&' : '?') + query, headers, placeholders};
  }
  if (data.length > 0) {
    if (!hasHeader('content-type')) headers.push(['Content-Type', 'application/x-www-form-urlencoded']);
    return {method: method ?? 'POST', url, headers, body: {kind: 'text', text: data.join('&')}, placeholders};
  }
  return {method: method ?? 'GET', url, headers, placeholders};
}

/**
 * Every curl command in a piece of shell text (one code block, or several blocks of one page in
 * order, so that `export` in one block is known in the next). `env` carries variables across calls.
 */
export function curlCommands(shell: string, readFile: FileReader, env: Map<string, string> = new Map()): CurlRequest[] {
  const requests: CurlRequest[] = [];
  for (const command of commands(tokenize(shell))) {
    // Variables are expanded command by command, so that an `export` counts from the next one on.
    const placeholders = new Set<string>();
    const words = command.map((segments) =>
      segments
        .map((segment) => {
          if (typeof segment === 'string') return segment;
          const known = env.get(segment.variable);
          if (known !== undefined) return known;
          placeholders.add(segment.variable);
          return PLACEHOLDER_TOKEN;
        })
        .join(''),
    );
    const [first, ...rest] = words;
    if (first === 'export' || (first !== undefined && /^[A-Za-z_]\w*=/.test(first) && rest.length === 0)) {
      for (const assignment of first === 'export' ? rest : [first]) {
        const equals = assignment.indexOf('=');
        // `export TOKEN=$(curl …)` sets TOKEN to an answer: unknown here, so it stays a placeholder.
        if (equals > 0 && assignment.slice(equals + 1) !== '') {
          env.set(assignment.slice(0, equals), assignment.slice(equals + 1));
        }
      }
      continue;
    }
    if (first === 'curl') requests.push(parseCurl(words, readFile, [...placeholders]));
  }
  return requests;
}
