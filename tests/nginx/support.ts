/**
 * Helpers for the tests of the production nginx config (deploy/nginx/), which Playwright starts on
 * loopback with `npm run serve:nginx` against build/.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {connect} from 'node:net';
import {join, relative, sep} from 'node:path';

export const buildDir = join(__dirname, '..', '..', 'build');

/** True when Debian's brotli_static module is installed, so serve.sh loads it. */
export const brotliAvailable = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');

export type RawResponse = {
  readonly status: number;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
};

/**
 * Sends `requestLine` byte for byte over a fresh TCP connection and reads the whole answer. HTTP
 * clients (Playwright's request API, fetch, curl without --path-as-is) normalise `../`, `//` and
 * percent-encodings before sending, which would hide exactly what these tests are about.
 */
export function rawRequest(
  baseURL: string,
  requestLine: string,
  extraHeaders: readonly string[] = [],
): Promise<RawResponse> {
  const {hostname, port} = new URL(baseURL);
  const head = [requestLine, `Host: ${hostname}:${port}`, 'Connection: close', ...extraHeaders, '', ''].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect({host: hostname, port: Number(port)});
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${requestLine.slice(0, 80)}`)));
    socket.on('connect', () => socket.write(Buffer.from(head, 'latin1')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const headerEnd = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, headerEnd === -1 ? text.length : headerEnd).split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN);
      const headers = new Map<string, string>();
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      resolve({status, headers, body: headerEnd === -1 ? '' : text.slice(headerEnd + 4)});
    });
  });
}

/** Text of the document's <title>, with the few entities Docusaurus escapes decoded. */
export function documentTitle(html: string): string | undefined {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]).trim();
}

/** Text of the first <h1>, tags stripped. */
export function firstHeading(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1].replace(/<[^>]*>/g, '')).trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** All files of the build, as URL paths (`/assets/js/main.1234abcd.js`). */
export function buildFiles(): string[] {
  const entries = readdirSync(buildDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(buildDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
}

export function readBuildFile(urlPath: string): string {
  return readFileSync(join(buildDir, ...urlPath.split('/')), 'utf8');
}

/**
 * CSP hash sources of the inline scripts a browser would execute in `html` (data blocks such as
 * JSON-LD are not scripts to CSP). Written independently of plugins/build-output on purpose: the
 * test checks the generated include against a second reading of the HTML.
 */
export function executableInlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (type !== '' && type !== 'module' && !type.endsWith('javascript')) continue;
    const text = (match[2] ?? '').replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The directives of a Content-Security-Policy header, by name. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}
