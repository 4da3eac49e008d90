/**
 * Previous/next links that follow the reader's variant through the guides (src/site/guides.ts)
 * instead of the sidebar, so that "next" also reaches the guides the sidebar leaves out. A guide
 * on both paths follows the variant the reader last chose (protection until they choose). Pages
 * that are not guides (the reference, the error catalogue) keep the sidebar's order. Replaces the
 * theme's small DocItem/Paginator; the links are drawn by the theme's DocPaginator, unchanged.
 */
import React, {type ReactNode} from 'react';
import {useDoc, useDocById} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
import {guidePath, readingPath} from '@site/src/site/guides';
import {useGuides} from '@site/src/site/useGuides';
import {variantLabels, type Variant} from '@site/src/site/model';
import {useReaderVariant} from '@site/src/guides/useReaderVariant';
import styles from './styles.module.css';

function usePathStep(docId: string): {variant: Variant; path: readonly string[]; index: number} | undefined {
  const [remembered] = useReaderVariant();
  const guides = useGuides();
  const guide = guides.find((candidate) => candidate.id === docId);
  if (guide === undefined) return undefined;
  const preferred: Variant = guide.variant === 'both' ? (remembered ?? 'protection') : guide.variant;
  for (const variant of [preferred, preferred === 'protection' ? 'rental' : 'protection'] as const) {
    const path = readingPath(guides, variant);
    const index = path.indexOf(docId);
    if (index !== -1) return {variant, path, index};
  }
  return undefined;
}

function useNavLink(id: string | undefined): {title: string; permalink: string} | undefined {
  const doc = useDocById(id);
  return id === undefined || doc === undefined ? undefined : {title: doc.title, permalink: guidePath(id)};
}

export default function DocItemPaginator(): ReactNode {
  const {metadata} = useDoc();
  const step = usePathStep(metadata.id);
  const previous = useNavLink(step ? step.path[step.index - 1] : undefined);
  const next = useNavLink(step ? step.path[step.index + 1] : undefined);
  if (step === undefined) {
    return <DocPaginator className="docusaurus-mt-lg" previous={metadata.previous} next={metadata.next} />;
  }
  return (
    <div className="docusaurus-mt-lg">
      <p className={styles.step}>
        {variantLabels[step.variant]} reading path, guide {step.index + 1} of {step.path.length}
      </p>
      <DocPaginator previous={previous} next={next} />
    </div>
  );
}
