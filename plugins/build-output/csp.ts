/**
 * The Content-Security-Policy in deploy/nginx/site.conf allows no inline script except the ones
 * the build emits (the colour-mode bootstrap, the script that starts the bundle, the alias pages'
 * redirect), each by its SHA-256 hash. Their text changes with any Docusaurus or config change, so
 * the hashes are read from this build's HTML and written as an nginx include inside the build
 * (`.nginx/csp-script-hashes.conf`): whatever serves a build also reads that build's hashes.
 */
import {createHash} from 'node:crypto';

/** Script types a browser executes; any other type (application/ld+json, …) is a data block that CSP does not govern. */
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/jscript',
]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  return match === null ? undefined : (match[1] ?? match[2] ?? match[3] ?? '');
}

/**
 * The CSP hash sources for the executable inline scripts of one HTML document. The browser hashes
 * the element's text as parsed, and the HTML parser turns CR LF and lone CR into LF first, so the
 * same normalisation happens here.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    const text = body.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Inline event handlers (`onclick="…"`) and `javascript:` URLs cannot be allowed by a script hash
 * without 'unsafe-hashes'; under our CSP they would silently do nothing in production. React never
 * renders them, so one can only come from raw HTML in content or config: the build fails instead.
 */
export function inlineHandlers(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<[a-z][a-z0-9-]*\s[^>]*>/gi)) {
    const handler =
      /\s(on[a-z]+)\s*=/i.exec(tag) ?? /\s(?:href|src|action|formaction)\s*=\s*["']?\s*(javascript:)/i.exec(tag);
    if (handler?.[1] !== undefined) found.push(handler[1]);
  }
  return found;
}

/** The nginx include: a map that gives `$docs_csp_script_hashes` the build's hash sources. */
export function renderCspInclude(hashes: ReadonlySet<string>, htmlFileCount: number): string {
  const sources = [...hashes].sort();
  return [
    '# Written by the build (plugins/build-output); never edit, rebuild instead.',
    `# SHA-256 hashes of the ${sources.length} distinct inline scripts in ${htmlFileCount} HTML files of this build,`,
    '# for the script-src of the Content-Security-Policy in site.conf.',
    'map $host $docs_csp_script_hashes {',
    `    default "${sources.join(' ')}";`,
    '}',
    '',
  ].join('\n');
}
