/**
 * Wraps the theme's doc content to put the variant switch above a guide that exists in a
 * protection and a rental form, "Copy page" beside the title of every docs page, to remember the variant of a variant-only guide for the
 * previous/next links (src/site/guides.ts), and to mark the content as what the search index
 * reads (`data-pagefind-body`), with a guide's section and variant as search filters. Reference
 * pages and the error catalogue set their own filters.
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SearchFilters from '@site/src/components/SearchFilters';
import VariantSwitch from '@site/src/components/VariantSwitch';
import CopyPage from '@site/src/components/CopyPage';
import {useGuides} from '@site/src/site/useGuides';
import {searchVariantValue} from '@site/src/site/model';
import {useRememberVariantOf} from '@site/src/guides/useReaderVariant';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const guide = useGuides().find((candidate) => candidate.id === metadata.id);
  useRememberVariantOf(guide?.variant);
  return (
    <>
      <VariantSwitch docId={metadata.id} />
      <CopyPage permalink={metadata.permalink} />
      {/* Guides are written for tasks: their words count more in search than the reference's
          (identifiers still lead to the reference, see src/search/engine.ts). */}
      <div data-pagefind-body="" data-pagefind-weight={guide === undefined ? undefined : '1.5'}>
        {guide !== undefined && <SearchFilters section="Guides" variant={searchVariantValue(guide.variant)} />}
        <Content {...props} />
      </div>
    </>
  );
}
