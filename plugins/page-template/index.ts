/**
 * The page template and the script that starts the bundle after the first paint.
 *
 * Docusaurus's default template loads the bundle with `<script defer>`. Deferred scripts run as
 * soon as the document is parsed, which on a fast network is before the browser has painted: the
 * first paint then waits for the whole bundle to be evaluated (on a slow phone, hundreds of
 * milliseconds of script before the reader sees text that is already in the HTML).
 *
 * Here the bundle's files are preloaded from the `<head>` (they download as early as before), and
 * a small inline script at the end of `<body>` (./start-after-first-paint.js, added with
 * `injectHtmlTags`) adds them to the page once the first contentful paint is reported. A second
 * inline script at the start of `<body>` (./replay-early-tab-clicks.js) keeps a code-sample tab
 * chosen before the page has hydrated: it clicks that tab again once Docusaurus marks the page
 * hydrated (`data-has-hydrated` on `<html>`, checked by `hydratedMarker`). The
 * template is Docusaurus's own, read from the installed version, with only the script loop
 * replaced; if that loop is not found (Docusaurus changed its template), the build fails instead of
 * shipping a page that never starts its JavaScript. UPGRADING.md lists this dependency.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** Where Docusaurus 3.8 keeps its default page template (a private module). */
export const coreTemplateModule = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/** The loop of the default template that writes one `<script defer>` per bundle file. */
const scriptLoop =
  /<% it\.scripts\.forEach\(\((\w+)\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= \1 %>" defer><\/script>\s*<% \}\); %>/;

const preloadLoop =
  '<% it.scripts.forEach((script) => { %><link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-bundle><% }); %>';

/** Docusaurus's default template with the bundle preloaded instead of started. */
export function pageTemplate(defaultTemplate: string, source = coreTemplateModule): string {
  if (!scriptLoop.test(defaultTemplate)) {
    throw new Error(
      `plugins/page-template: the bundle's <script defer> loop was not found in ${source}. ` +
        'Docusaurus changed its page template; see "Page template" in UPGRADING.md.',
    );
  }
  return defaultTemplate.replace(scriptLoop, preloadLoop);
}

/** The installed Docusaurus's default template. */
export function coreTemplate(): string {
  const loaded = require(coreTemplateModule) as {default?: unknown};
  if (typeof loaded.default !== 'string') {
    throw new Error(`plugins/page-template: ${coreTemplateModule} no longer exports the page template as a string.`);
  }
  return loaded.default;
}

/** One of this folder's inline scripts, without its comment lines (each is part of every page). */
export function inlineScript(file: 'start-after-first-paint.js' | 'replay-early-tab-clicks.js'): string {
  return readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .map((line) => line.trim())
    .join('\n');
}

/** The private module that sets `data-has-hydrated="true"` on `<html>` once React has hydrated. */
export const hydratedMarkerModule = '@docusaurus/core/lib/client/hasHydratedDataAttribute.js';

/**
 * Fails unless the installed Docusaurus still marks a hydrated page the way the replay script
 * waits for; without the marker, tabs chosen early would silently stay unchosen.
 */
export function hydratedMarker(source: string = readFileSync(require.resolve(hydratedMarkerModule), 'utf8')): void {
  if (!source.includes('data-has-hydrated')) {
    throw new Error(
      `plugins/page-template: ${hydratedMarkerModule} no longer sets data-has-hydrated, which ` +
        'replay-early-tab-clicks.js waits for; see "Page template" in UPGRADING.md.',
    );
  }
}

export default function pageTemplatePlugin(): Plugin {
  hydratedMarker();
  const start = inlineScript('start-after-first-paint.js');
  const replay = inlineScript('replay-early-tab-clicks.js');
  return {
    name: 'page-template',
    injectHtmlTags() {
      return {
        preBodyTags: [{tagName: 'script', innerHTML: replay}],
        postBodyTags: [{tagName: 'script', innerHTML: start}],
      };
    },
  };
}
