/**
 * The HTML page template (Docusaurus's `ssrTemplate`): Docusaurus's default page, except for how
 * the JavaScript bundle starts.
 *
 * The default template loads the bundle with `<script defer>`. Deferred scripts run as soon as the
 * document is parsed, which with a fast network is before the browser has painted anything: the
 * first paint then waits until the whole bundle has been evaluated (on a slow phone, hundreds of
 * milliseconds of script before the reader sees text that is already in the HTML), and Lighthouse
 * counts the bundle's download and evaluation into the page's First and Largest Contentful Paint.
 *
 * Here the bundle's files are preloaded from the `<head>` (so they download as early as before,
 * alongside the stylesheet), and a small inline script at the end of `<body>` adds them to the
 * page once the server-rendered HTML is on screen: when the browser reports the first contentful
 * paint (Paint Timing), or, where it cannot, after the next animation frame. The scripts keep
 * their order (`async = false`). A page that is not visible (a background tab, a prerender) paints
 * nothing, so there the scripts start at once, or as soon as the visibility changes; and they start
 * after 3 s in any case.
 *
 * The inline script is the same on every page and in every build (it finds the scripts through
 * their preload links); scripts/postbuild.mjs adds its hash to the Content-Security-Policy like
 * those of the theme's inline scripts.
 */

/**
 * Adds the bundle's scripts (the preload links marked `data-bundle`) as ordered scripts once the
 * page has painted. Runs in the browser.
 */
function startAfterFirstPaint(): void {
  let started = false;
  function start(): void {
    if (started) return;
    started = true;
    const links = document.querySelectorAll('link[data-bundle]');
    for (let i = 0; i < links.length; i += 1) {
      const script = document.createElement('script');
      script.src = (links[i] as HTMLLinkElement).href;
      script.async = false;
      document.body.appendChild(script);
    }
  }
  function startInNextTask(): void {
    setTimeout(start, 0);
  }
  // A hidden page (background tab, prerender) paints nothing until it is shown.
  if (document.visibilityState !== 'visible') {
    start();
    return;
  }
  document.addEventListener('visibilitychange', start);
  // Should the paint never be reported, start anyway.
  setTimeout(start, 3000);
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
      // The paint entry arrives once the frame is on screen, not when it is drawn.
      new PerformanceObserver(function (entries, observer) {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) {
          observer.disconnect();
          startInNextTask();
        }
      }).observe({type: 'paint', buffered: true});
      return;
    }
  } catch {
    // No Paint Timing: fall back to the animation frame before the first paint.
  }
  requestAnimationFrame(startInNextTask);
}

/** The function's source text, with TypeScript's annotations already removed by the compiler. */
const startScript = startAfterFirstPaint.toString();

/**
 * Docusaurus's default template with the scripts changed as described above. Kept short: the
 * site config, this string included, is part of the main bundle.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((tag) => { %><%~ tag %><% }); %>
<%~ it.headTags %>
<% it.stylesheets.forEach((file) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= file %>"><% }); %>
<% it.scripts.forEach((file) => { %><link rel="preload" as="script" href="<%= it.baseUrl %><%= file %>" data-bundle><% }); %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
<script>(${startScript})();</script>
</body>
</html>`;
