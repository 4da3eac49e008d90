/**
 * html-validate over every page of the build (`npm run lint:html`, part of `npm test`): the
 * `standard` preset (conformance to the HTML standard) plus the rules below, which catch what a
 * reader or a crawler would notice. Must report 0 errors.
 *
 * Rules left off on purpose, with the reason:
 * - valid-id: stricter than HTML (which allows any id without spaces); Docusaurus's own
 *   `__docusaurus` root id fails it.
 * - unique-landmark, prefer-native-element, aria-label-misuse: they flag the theme's navigation
 *   landmarks and `role` attributes, which axe-core (tests/nginx/accessibility.spec.ts) checks with
 *   the WCAG rules instead.
 * - require-sri: every script and stylesheet is same-origin and served under our CSP.
 * - no-raw-characters: a raw `&` in an attribute URL is valid HTML.
 * - no-inline-style: React's `style` props are how the theme sets sizes; the rule is also slow on
 *   the large reference pages.
 */
export default {
  extends: ['html-validate:standard'],
  rules: {
    'area-alt': 'error',
    'attribute-misuse': 'error',
    'empty-heading': 'error',
    'empty-title': 'error',
    'heading-level': 'error',
    'hidden-focusable': 'error',
    'input-missing-label': 'error',
    'long-title': ['error', {maxlength: 70}],
    'meta-refresh': 'error',
    'multiple-labeled-controls': 'error',
    'no-autoplay': 'error',
    'no-deprecated-attr': 'error',
    'no-dup-id': 'error',
    'no-implicit-button-type': 'error',
    'no-missing-references': 'error',
    'no-redundant-role': 'error',
    'no-unknown-elements': 'error',
    'prefer-button': 'error',
    'text-content': 'error',
    'valid-autocomplete': 'error',
    'wcag/h30': 'error',
    'wcag/h32': 'error',
    'wcag/h36': 'error',
    'wcag/h37': 'error',
    'wcag/h63': 'error',
    'wcag/h67': 'error',
    'wcag/h71': 'error',
  },
};
