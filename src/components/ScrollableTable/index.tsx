import React, {type ComponentProps, type ReactNode} from 'react';
import styles from './styles.module.css';

/** A Markdown table inside a scroll container that keyboard users can focus and scroll. */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    // Focus is how keyboard users scroll it, and a focusable element needs a role and a name. A
    // group, not a region: a named region is a landmark, and a page with several tables would list
    // several landmarks of the same name, which screen readers cannot tell apart.
    <div className={styles.scroller} tabIndex={0} role="group" aria-label="Table (scrolls sideways)">
      <table {...props} />
    </div>
  );
}
