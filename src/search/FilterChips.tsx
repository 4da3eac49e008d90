import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {sections, variants, type SearchFilters} from './engine';
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

/** Narrows results to a section and a variant; a pressed chip pressed again lets go of the filter. */
export default function FilterChips({
  filters,
  onChange,
}: {
  readonly filters: SearchFilters;
  readonly onChange: (filters: SearchFilters) => void;
}): ReactNode {
  return (
    <div className={styles.chips}>
      <div role="group" aria-label="Section" className={styles.group}>
        {sections.map((section) => (
          <Chip
            key={section}
            pressed={filters.section === section}
            onClick={() => onChange({...filters, section: filters.section === section ? undefined : section})}>
            {section}
          </Chip>
        ))}
      </div>
      <div role="group" aria-label="Variant" className={styles.group}>
        {variants.map((variant) => (
          <Chip
            key={variant}
            pressed={filters.variant === variant}
            onClick={() => onChange({...filters, variant: filters.variant === variant ? undefined : variant})}>
            {variant}
          </Chip>
        ))}
      </div>
    </div>
  );
}
