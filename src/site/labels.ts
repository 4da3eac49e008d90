/**
 * The site's names for its sections and variants, as readers see them: in the search filters and
 * the index's filter values (`data-pagefind-filter`), the variant switch and the guide map. One
 * place, so that a filter value written into the index at build time is the label the search
 * dialog shows and asks for.
 */

/** The parts of the site a search can be narrowed to, in the order the filters show them. */
export const sectionLabels = ['Guides', 'API reference', 'Errors', 'Webhooks', 'Blog'] as const;
export type SectionLabel = (typeof sectionLabels)[number];

/** The two product variants (the API's `variant` values), with their names on the site. */
export const variantLabels = {protection: 'Protection', rental: 'Rental'} as const;
export type Variant = keyof typeof variantLabels;
export type VariantLabel = (typeof variantLabels)[Variant];

/** A page that applies to both variants carries this variant filter value. */
export const bothVariantsLabel = 'Both';
