import React, {type ReactNode} from 'react';
import {useMountedWhileHydrating} from '@site/plugins/page-loading/hydration';
import {keepServerChildren} from '@site/plugins/page-loading/keep-server-children';

/**
 * Server-rendered content that React does not hydrate. Field lists of the reference pages are
 * thousands of elements with nothing for React to do (disclosure is native `<details>`, links are
 * plain anchors), yet hydrating them was most of the main-thread work when such a page loads.
 *
 * - On the server, the children render into the wrapper as usual.
 * - When the page hydrates, the wrapper renders with empty `dangerouslySetInnerHTML`
 *   (plugins/page-loading/keep-server-children.ts): React keeps the server's DOM inside it as it is and never
 *   walks it (React only sets inner HTML when the value changes, and does not compare it while
 *   hydrating).
 * - When the component mounts after hydration (a client-side navigation), there is no server DOM,
 *   so the children render normally.
 *
 * Only for static content: event handlers inside an island never attach on a hydrated page.
 */
export default function StaticIsland({
  children,
  className,
  searchWeight,
}: {
  readonly children: ReactNode;
  readonly className?: string;
  /** How much the island's words count in the search index (`data-pagefind-weight`, 1 by default). */
  readonly searchWeight?: string;
}): ReactNode {
  const keepServerHtml = useMountedWhileHydrating();
  if (keepServerHtml) {
    return (
      <div className={className} data-static-island="" data-pagefind-weight={searchWeight} {...keepServerChildren} />
    );
  }
  return (
    <div className={className} data-static-island="" data-pagefind-weight={searchWeight}>
      {children}
    </div>
  );
}
