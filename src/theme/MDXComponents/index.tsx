/**
 * Adds to the classic theme's MDX components: tables in Markdown get a focusable, labelled scroll
 * container, so a wide table can be scrolled from the keyboard (WCAG 2.1.1); and section headings
 * weigh more in the search index (`data-pagefind-weight`, 1 for body text), so that a section whose
 * heading is the reader's words ("Scopes", "Retry safely with idempotency keys") ranks above pages
 * that only mention them. Operation IDs, error codes and event types carry 10 in their components.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

const H2 = MDXComponents.h2;
const H3 = MDXComponents.h3;

export default {
  ...MDXComponents,
  table: ScrollableTable,
  h2: (props: ComponentProps<typeof H2>): ReactNode => <H2 {...props} data-pagefind-weight="10" />,
  h3: (props: ComponentProps<typeof H3>): ReactNode => <H3 {...props} data-pagefind-weight="9" />,
};
