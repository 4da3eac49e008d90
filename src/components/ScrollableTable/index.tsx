import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/** A Markdown table inside a scroll container that keyboard users can focus and scroll. */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // A focusable region is how keyboard users scroll it; the label names it for screen readers.
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
      <table {...props} />
    </div>
  );
}
