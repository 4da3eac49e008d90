import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {sectionLabels, variantLabels} from '@site/src/site/model';
import {filterCounts} from './client';
import type {FilterCounts, SearchFilters} from './engine';
import styles from './FilterChips.module.css';

function Chip({pressed, onClick, children}: {pressed: boolean; onClick: () => void; children: ReactNode}): ReactNode {
  return (
    <button
      type="button"
      className={clsx(styles.chip, pressed && styles.pressed)}
      aria-pressed={pressed}
      onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * The filters the index has, with their page counts, once the index is loaded; until then (and
 * where the site has no index) the site's labels without counts.
 */
function useFilterCounts(): FilterCounts {
  const [counts, setCounts] = useState<FilterCounts | null>(null);
  useEffect(() => {
    let current = true;
    filterCounts().then(
      (loaded) => current && setCounts(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    counts ?? {
      section: sectionLabels.map((label) => ({label, pages: 0})),
      variant: Object.values(variantLabels).map((label) => ({label, pages: 0})),
    }
  );
}

function CountedLabel({label, pages}: {readonly label: string; readonly pages: number}): ReactNode {
  return (
    <>
      {label}
      {pages > 0 && <span className={styles.count}> {pages}</span>}
    </>
  );
}

/** Narrows results to a section and a variant; a pressed chip pressed again lets go of the filter. */
export default function FilterChips({
  filters,
  onChange,
}: {
  readonly filters: SearchFilters;
  readonly onChange: (filters: SearchFilters) => void;
}): ReactNode {
  const counts = useFilterCounts();
  return (
    <div className={styles.chips}>
      <div role="group" aria-label="Section" className={styles.group}>
        {counts.section.map(({label, pages}) => (
          <Chip
            key={label}
            pressed={filters.section === label}
            onClick={() => onChange({...filters, section: filters.section === label ? undefined : label})}>
            <CountedLabel label={label} pages={pages} />
          </Chip>
        ))}
      </div>
      <div role="group" aria-label="Variant" className={styles.group}>
        {counts.variant.map(({label, pages}) => (
          <Chip
            key={label}
            pressed={filters.variant === label}
            onClick={() => onChange({...filters, variant: filters.variant === label ? undefined : label})}>
            <CountedLabel label={label} pages={pages} />
          </Chip>
        ))}
      </div>
    </div>
  );
}
