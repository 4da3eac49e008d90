import React, {type ReactNode} from 'react';
import type {SectionLabel, VariantLabel, bothVariantsLabel} from '@site/src/site/model';

/**
 * The page's search filters, read by the search index at build time (plugins/build-output/search.mjs):
 * one empty element per filter, since an element names one filter with its value.
 */
export default function SearchFilters({
  section,
  variant,
}: {
  readonly section: SectionLabel;
  readonly variant: VariantLabel | typeof bothVariantsLabel;
}): ReactNode {
  return (
    <>
      <span data-pagefind-filter={`section:${section}`} />
      <span data-pagefind-filter={`variant:${variant}`} />
    </>
  );
}
