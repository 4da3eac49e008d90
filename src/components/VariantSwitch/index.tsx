import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {guidePath, pairOf} from '@site/src/site/guides';
import {useGuides} from '@site/src/site/useGuides';
import {variantLabels, variants, type Variant} from '@site/src/site/model';
import {useReaderVariant, useRememberVariantOf} from '@site/src/guides/useReaderVariant';
import styles from './styles.module.css';

/**
 * The reader's variant on a docs page. On a guide that exists in both forms: "Protection | Rental"
 * at its top, linking the twin page, with the current page marked and the variant the reader last
 * chose marked too, without sending them anywhere. On a variant-only guide: nothing shown, and
 * its variant remembered for the previous/next links (src/site/guides.ts).
 */
export default function VariantSwitch({docId}: {readonly docId: string}): ReactNode {
  const [remembered, remember] = useReaderVariant();
  const guides = useGuides();
  useRememberVariantOf(guides.find((guide) => guide.id === docId)?.variant);
  const twin = pairOf(guides, docId);
  if (twin === undefined) return null;
  const current: Variant = twin.rental === docId ? 'rental' : 'protection';
  return (
    <nav className={styles.switch} aria-label="Variant of this guide">
      {variants.map((option) => {
        const isCurrent = option === current;
        const isRemembered = option === remembered;
        return (
          <Link
            key={option}
            to={guidePath(twin[option])}
            className={clsx(styles.option, isCurrent && styles.current, isRemembered && styles.remembered)}
            aria-current={isCurrent ? 'page' : undefined}
            onClick={() => remember(option)}>
            {variantLabels[option]}
            {isRemembered && <span className={styles.mark}> (your variant)</span>}
          </Link>
        );
      })}
    </nav>
  );
}
