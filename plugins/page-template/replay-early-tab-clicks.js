// Inlined at the start of every page's <body> (see ./index.ts). Until React has hydrated the page,
// the server-rendered tabs have no click handler, and the bundle starts only after the first paint:
// a reader who chooses a code-sample tab in that moment would see nothing happen. This remembers
// the last tab clicked in each tab list and clicks it again once the page has hydrated. Choosing a
// tab twice changes nothing, so a click that React handled itself is not doubled.
(function () {
  const root = document.documentElement;
  const early = new Map();
  function remember(event) {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    if (tab !== null) early.set(tab.parentElement, tab);
  }
  document.addEventListener('click', remember, true);
  new MutationObserver(function (records, observer) {
    if (root.getAttribute('data-has-hydrated') !== 'true') return;
    observer.disconnect();
    document.removeEventListener('click', remember, true);
    early.forEach(function (tab) {
      if (tab.isConnected && tab.getAttribute('aria-selected') !== 'true') tab.click();
    });
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();
