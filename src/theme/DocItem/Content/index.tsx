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

/** How much a page's words count in the search index: guides 3, reference pages 0.5, others 1. */
function searchWeight(docId: string, guide: boolean): string | undefined {
  if (guide) return '3';
  return docId.startsWith('api/') ? '0.5' : undefined;
}

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const guide = useGuides().find((candidate) => candidate.id === metadata.id);
  useRememberVariantOf(guide?.variant);
  return (
    <>
      <VariantSwitch docId={metadata.id} />
      <CopyPage permalink={metadata.permalink} />
      {/* Guides are written for tasks: their words count more in search than the reference's, whose
          field descriptions repeat every word of the domain (identifiers still lead to the
          reference: operation IDs carry their own weight, see src/components/ApiOperation). */}
      <div data-pagefind-body="" data-pagefind-weight={searchWeight(metadata.id, guide !== undefined)}>
        {guide !== undefined && <SearchFilters section="Guides" variant={searchVariantValue(guide.variant)} />}
        <Content {...props} />
      </div>
    </>
  );
}
