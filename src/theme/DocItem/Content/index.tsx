/**
 * Wraps the theme's doc content to put the variant switch above a guide that exists in a
 * protection and a rental form, "Copy page" beside the title of every docs page, to remember the variant of a variant-only guide for the
 * previous/next links (src/guides/paths.ts), and to mark the content as what the search index
 * reads (`data-pagefind-body`), with a guide's section and variant as search filters. Reference
 * pages and the error catalogue set their own filters. It also holds the page's first frame until
 * its first section heading has been parsed (see the comment on the `expect` link below).
 */
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SearchFilters from '@site/src/components/SearchFilters';
import VariantSwitch from '@site/src/components/VariantSwitch';
import CopyPage from '@site/src/components/CopyPage';
import {bothVariantsLabel, variantLabels} from '@site/src/site/labels';
import {guideById} from '@site/src/guides/paths';
import {useRememberVariantOf} from '@site/src/guides/useReaderVariant';

type Props = WrapperProps<typeof ContentType>;

/** How much a page's words count in the search index: guides 3, reference pages 0.5, others 1. */
function searchWeight(docId: string, guide: boolean): string | undefined {
  if (guide) return '3';
  return docId.startsWith('api/') ? '0.5' : undefined;
}

const variantFilter = {both: bothVariantsLabel, ...variantLabels} as const;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, toc} = useDoc();
  const firstHeading = toc[0]?.id;
  const guide = guideById(metadata.id);
  useRememberVariantOf(guide?.variant);
  return (
    <>
      {firstHeading !== undefined && (
        <Head>
          {/* The first frame holds the page's first screen: rendering waits until the parser has
              reached the first section heading. Otherwise the browser paints the navbar alone
              early, and laying out the content that follows (on a reference page, 200 ms and more
              at 4x CPU, text shaped for the first time) is a long task right after that paint,
              when the reader may already try to use the page. Once the page has loaded, as after
              a client-side navigation, the link blocks nothing. */}
          <link rel="expect" href={`#${firstHeading}`} blocking="render" />
        </Head>
      )}
      <VariantSwitch docId={metadata.id} />
      <CopyPage permalink={metadata.permalink} />
      {/* Guides are written for tasks: their words count more in search than the reference's, whose
          field descriptions repeat every word of the domain (identifiers still lead to the
          reference: operation IDs carry their own weight, see src/components/ApiOperation). */}
      <div data-pagefind-body="" data-pagefind-weight={searchWeight(metadata.id, guide !== undefined)}>
        {guide !== undefined && <SearchFilters section="Guides" variant={variantFilter[guide.variant]} />}
        <Content {...props} />
      </div>
    </>
  );
}
