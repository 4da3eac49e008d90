// Inlined at the end of every page's <body> (see ./index.ts). Adds the bundle's scripts, found
// through their preload links, once the server-rendered page is on screen.
(function () {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    const links = document.querySelectorAll('link[data-bundle]');
    for (const link of links) {
      const script = document.createElement('script');
      script.src = link.href;
      // Keep the bundle's order: runtime first, then main.
      script.async = false;
      document.body.appendChild(script);
    }
  }
  function startInNextTask() {
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
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    // The paint entry arrives once the frame is on screen, not when it is drawn.
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        startInNextTask();
      }
    }).observe({type: 'paint', buffered: true});
    return;
  }
  // No Paint Timing: the animation frame before the first paint.
  requestAnimationFrame(startInNextTask);
})();
