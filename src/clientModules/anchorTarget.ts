/**
 * After a client-side navigation to `page#anchor`, make the anchor the document's `:target`.
 * The router changes the URL with the History API, which scrolls but does not set `:target`; the
 * webhooks page lays out only the events near the viewport (content-visibility), and lays out
 * everything up to the `:target` event so that the anchor lands where it is, and a linked schema
 * field is highlighted by `:target`. Replacing the location
 * with its own fragment sets `:target` and scrolls natively, without a new history entry.
 */
import type {ClientModule} from '@docusaurus/types';

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (location.hash === '' || previousLocation === null) return;
    if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash) return;
    window.requestAnimationFrame(() => {
      if (window.location.hash === location.hash) window.location.replace(location.hash);
    });
  },
};

export default clientModule;
