/**
 * Writes a small page at each alias URL that sends the browser on to the canonical URL, keeping
 * the query string and fragment. It replaces @docusaurus/plugin-client-redirects, whose pages are
 * not valid HTML (no `lang`, no `<title>`, no `<body>`, a script outside both), so html-validate
 * and Lighthouse's SEO audit fail them. Each page here is a complete document: a title naming the
 * target, `noindex`, a canonical link, a zero-delay meta refresh (works without JavaScript), a
 * script that also carries `?query#fragment` over, and a visible link for anyone who stops the
 * refresh. nginx answers the aliases with a real 301 (deploy/nginx/http.conf); these pages serve
 * every other static host.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type AliasPage = {readonly from: string; readonly to: string; readonly title: string};
export type AliasPagesOptions = {readonly aliases: readonly AliasPage[]};

const sitePath = /^\/[a-z0-9/_-]*[a-z0-9_-]$/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function renderAliasPage(alias: AliasPage, siteUrl: string): string {
  for (const url of [alias.from, alias.to]) {
    if (!sitePath.test(url)) {
      throw new Error(`alias-pages: "${url}" is not a clean site path (lowercase, starts with /, no trailing slash)`);
    }
  }
  const to = escapeHtml(alias.to);
  const title = escapeHtml(alias.title);
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
<script>location.replace(${JSON.stringify(alias.to)}+location.search+location.hash)</script>
</head>
<body>
<p>${title} has moved to <a href="${to}">${to}</a>.</p>
</body>
</html>
`;
}

export default function aliasPagesPlugin(context: LoadContext, options: AliasPagesOptions): Plugin {
  return {
    name: 'alias-pages',
    async postBuild({outDir}) {
      for (const alias of options.aliases) {
        const dir = path.join(outDir, ...alias.from.split('/').filter(Boolean));
        await mkdir(dir, {recursive: true});
        await writeFile(path.join(dir, 'index.html'), renderAliasPage(alias, context.siteConfig.url));
      }
    },
  };
}
