import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {guidePath, pairOf} from '@site/src/site/guides';
import {useGuides} from '@site/src/site/useGuides';
import {variantLabels, variants, type Variant} from '@site/src/site/model';
import {useReaderVariant} from '@site/src/guides/useReaderVariant';
import styles from './styles.module.css';

/**
 * "Protection | Rental" at the top of a guide that exists in both forms, linking the twin page.
 * The current page is marked; the variant the reader last chose is marked too, without sending
 * them anywhere.
 */
export default function VariantSwitch({docId}: {readonly docId: string}): ReactNode {
  const [remembered, remember] = useReaderVariant();
  const twin = pairOf(useGuides(), docId);
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
