/**
 * Adds one element to the classic theme's MDX components: tables in Markdown get a focusable,
 * labelled scroll container, so a wide table can be scrolled from the keyboard (WCAG 2.1.1).
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
