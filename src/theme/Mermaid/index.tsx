/**
 * Wraps the theme's Mermaid component so that the Mermaid library (about 300 KB gzip) is only
 * downloaded on pages that contain a diagram, and only once the diagram is on screen, or (once
 * the reader scrolls) near it. The classic theme's MDX components import `@theme/Mermaid`
 * statically, which would otherwise put Mermaid in the bundle of every MDX page.
 *
 * Until the diagram has rendered (and in the server-rendered HTML), the diagram's source is shown
 * as a preformatted block, so the content is never missing.
 */
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import {whenIdle} from '@site/src/utils/whenIdle';
import styles from './styles.module.css';

const LazyMermaid = lazy(() => import('@theme-original/Mermaid'));

/** Once the reader scrolls, start loading this far before the diagram scrolls into view. */
const loadMargin = '600px 0px';

function DiagramSource({value}: Props): ReactNode {
  return (
    // Focusable so keyboard users can scroll a wide diagram source.
    <pre className={styles.source} tabIndex={0}>
      <code>{value}</code>
    </pre>
  );
}

export default function Mermaid(props: Props): ReactNode {
  const placeholder = useRef<HTMLDivElement>(null);
  const [nearViewport, setNearViewport] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (element === null || nearViewport) return undefined;
    let observer: IntersectionObserver | undefined;
    const watch = (rootMargin: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNearViewport(true);
        },
        {rootMargin},
      );
      observer.observe(element);
    };
    // Until the reader scrolls, only a diagram on screen loads: Mermaid costs a slow phone about
    // a second of script, which a reader who stays at the top of the page should not pay for a
    // diagram further down. The first scroll widens the watch to `loadMargin`.
    const onScroll = () => watch(loadMargin);
    // Start watching once the browser is idle after hydration, so that even a diagram at the top
    // of a page never competes with the page's own first load.
    const start = () => {
      // A page opened at an anchor, or whose position the browser restored, has scrolled already.
      if (window.scrollY > 0) {
        watch(loadMargin);
        return;
      }
      watch('0px');
      window.addEventListener('scroll', onScroll, {once: true, passive: true});
    };
    const cancelStart = whenIdle(start, {timeout: 1500, fallbackDelay: 200});
    return () => {
      cancelStart();
      window.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [nearViewport]);

  const source = <DiagramSource {...props} />;
  if (!nearViewport) {
    return <div ref={placeholder}>{source}</div>;
  }
  return (
    <Suspense fallback={source}>
      <LazyMermaid {...props} />
    </Suspense>
  );
}
