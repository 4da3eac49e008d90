/**
 * Alias URLs: addresses that lead to a page published under another slug. Each gets two forms,
 * both written by the build from the same list:
 *
 * - a small page at the alias URL, for any static host: a complete document (title naming the
 *   target, `noindex`, a canonical link, a zero-delay meta refresh that works without JavaScript, a
 *   script that carries `?query#fragment` over, and a visible link for anyone who stops the
 *   refresh). It replaces @docusaurus/plugin-client-redirects, whose pages are not valid HTML (no
 *   `lang`, no `<title>`, no `<body>`), so html-validate and Lighthouse's SEO audit fail them;
 * - a map include for nginx (`aliases.map`), read inside the canonical-redirect map of
 *   deploy/nginx/http.conf, so nginx answers the alias with a real 301.
 */
export type Alias = {readonly from: string; readonly to: string; readonly title: string};

const sitePath = /^\/[a-z0-9/_-]*[a-z0-9_-]$/;

function checked(alias: Alias): Alias {
  for (const url of [alias.from, alias.to]) {
    if (!sitePath.test(url)) {
      throw new Error(`aliases: "${url}" is not a clean site path (lowercase, starts with /, no trailing slash)`);
    }
  }
  return alias;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function renderAliasPage(alias: Alias, siteUrl: string): string {
  const {to: target, title: name} = checked(alias);
  const to = escapeHtml(target);
  const title = escapeHtml(name);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title} (moved)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="description" content="This address moved to ${to}.">
<link rel="canonical" href="${escapeHtml(siteUrl)}${to}">
<meta http-equiv="refresh" content="0; url=${to}">
<script>location.replace(${JSON.stringify(target)}+location.search+location.hash)</script>
</head>
<body>
<p>${title} has moved to <a href="${to}">${to}</a>.</p>
</body>
</html>
`;
}

/** The build path of an alias page: `/docs/api/vouchers` → `docs/api/vouchers/index.html`. */
export function aliasPageFile(alias: Alias): string {
  return [...checked(alias).from.split('/').filter(Boolean), 'index.html'].join('/');
}

/**
 * Map entries for `$docs_canonical_redirect` (keyed on the raw request URI): the alias in each of
 * its spellings (`/x`, `/x/`, `/x.html`, `/x/index.html`) answers 301 with the target, keeping the
 * query string. Site paths hold only `[a-z0-9/_-]`, so nothing in them needs escaping in a regex.
 */
export function renderAliasMap(aliases: readonly Alias[]): string {
  const lines = ['# Written by the build (plugins/build-output); never edit, rebuild instead.'];
  for (const alias of aliases.map(checked)) {
    lines.push(`"~^${alias.from}(?:/|/index\\.html|\\.html)?(?<query>\\?.*)?$"  "${alias.to}$query";`);
  }
  return `${lines.join('\n')}\n`;
}
