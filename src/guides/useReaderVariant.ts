import {useEffect} from 'react';
import {useStorageSlot} from '@docusaurus/theme-common';
import type {GuideVariant, Variant} from '@site/src/site/model';

const storageKey = 'acme.reader-variant';

/**
 * The variant the reader last chose or read a variant-only guide of, remembered across pages and
 * tabs; `null` until they have done either (and while rendering on the server).
 */
export function useReaderVariant(): [Variant | null, (variant: Variant) => void] {
  const [stored, slot] = useStorageSlot(storageKey);
  const variant = stored === 'protection' || stored === 'rental' ? stored : null;
  return [variant, (next) => slot.set(next)];
}

/** Remembers the variant of a variant-only guide while the reader has it open. */
export function useRememberVariantOf(variant: GuideVariant | undefined): void {
  const [remembered, remember] = useReaderVariant();
  useEffect(() => {
    if ((variant === 'protection' || variant === 'rental') && remembered !== variant) remember(variant);
  }, [variant, remembered, remember]);
}
