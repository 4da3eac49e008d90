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
    '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
  },
};

/**
 * The highlighter loads each Prism grammar file with `require()` inside a function, so the bundler
 * includes the file but runs it only when a code block first needs that language.
 */
const lazyGrammars = {
  files: ['src/code-highlighting/prism.ts'],
  rules: {'@typescript-eslint/no-require-imports': ['error', {allow: ['^prismjs/components/']}]},
};

/** The bench passes functions to `page.evaluate`: browser code. */
const browserCallbacks = {
  files: ['scripts/bench.mjs', 'scripts/bench/*.mjs'],
  languageOptions: {globals: {...globals.node, ...globals.browser}},
};

/** Every file: `_name` marks a value left out on purpose, and a rest sibling drops a field. */
const unusedVariables = {
  rules: {
    '@typescript-eslint/no-unused-vars': [
      'error',
      {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
    ],
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
  files: ['src/**/*.{ts,tsx}', 'plugins/*/theme/**/*.{ts,tsx}'],
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
  unusedVariables,
  javascript,
  browser,
  lazyGrammars,
  browserCallbacks,
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
);
