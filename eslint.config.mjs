// ESLint flat config, run by `npm run lint` inside `npm test`. Named blocks, assembled at the end.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Generated output and third-party code: never linted. */
const ignored = {
  ignores: [
    'build/**',
    '.docusaurus/**',
    'node_modules/**',
    'bench/results/**',
    'test-results/**',
    'playwright-report/**',
    'dist/**',
  ],
};

/** Type-aware rules for the TypeScript sources (the project service reuses tsconfig.json). */
const typescript = {
  files: ['**/*.{ts,tsx,mts}'],
  languageOptions: {
    parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
  },
  rules: {
    // A floating promise in a lifecycle or a test swallows its error.
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': ['error', {checksVoidReturn: {attributes: false}}],
    // `_name` marks a value left out on purpose (destructuring a field away).
    '@typescript-eslint/no-unused-vars': [
      'error',
      {argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_'},
    ],
    '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
  },
};

/** Plain JavaScript (scripts, configs): Node globals, no type information. */
const javascript = {
  files: ['**/*.{js,mjs,cjs}'],
  ...tseslint.configs.disableTypeChecked,
  languageOptions: {globals: globals.node},
};

/** Browser code: hooks rules and Docusaurus's own rules (links and headings through the theme). */
const browser = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
  languageOptions: {globals: globals.browser},
  rules: {
    ...reactHooks.configs.recommended.rules,
    '@docusaurus/no-html-links': 'error',
    '@docusaurus/prefer-docusaurus-heading': 'error',
    '@docusaurus/string-literal-i18n-messages': 'error',
  },
};

export default tseslint.config(
  ignored,
  js.configs.recommended,
  tseslint.configs.recommended,
  typescript,
  javascript,
  browser,
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
);
