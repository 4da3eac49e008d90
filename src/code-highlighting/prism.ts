/**
 * The Prism instance code blocks are highlighted with: Prism's core and the grammars of the
 * languages our pages use, each evaluated the first time a code block needs it.
 *
 * prism-react-renderer (what the classic theme highlights with) bundles its own Prism with about
 * 40 grammars, and the theme adds `additionalLanguages` through a client module: all of them were
 * built while the main bundle evaluated, on every page, code block or not (a grammar is built with
 * `insertBefore`, which walks every grammar loaded so far). Here the grammar files are in the
 * bundle of pages that can show code, but a file's code only runs when a code block in its
 * language renders: a page without code runs none, a page of JSON and bash samples two.
 *
 * Prism's language files are scripts that extend a global `Prism`; while one runs, the global is
 * our instance, and afterwards it is removed again, so nothing else on the page sees or changes it.
 * The core is loaded in manual mode, so it never highlights the page on its own.
 *
 * The grammars loaded for a language do not depend on which languages a page loaded before (the
 * server renders every page in one process, and the browser keeps the instance across client-side
 * navigation): a grammar that reads other grammars when it is built lists them first. That is
 * why Prism's `javadoclike` (doc comments as their own token in JavaScript, Java and PHP) is left
 * out: it changes whichever of those languages happen to be loaded. Doc comments are highlighted as
 * comments.
 *
 * To highlight another language, add its files to `languageFiles` (after the grammars they
 * extend; see prismjs/components.json) and check its colours in both colour modes
 * (tests/nginx/accessibility.spec.ts checks the contrast of every token).
 */

/** A token of Prism's output: text, or a typed token whose content is more tokens. */
export type PrismToken =
  | string
  | {
      readonly type: string;
      readonly alias?: string | readonly string[];
      readonly content: PrismToken | readonly PrismToken[];
    };

type PrismGrammar = Readonly<Record<string, unknown>>;

type PrismInstance = {
  readonly languages: Readonly<Record<string, PrismGrammar | undefined>>;
  tokenize(text: string, grammar: PrismGrammar): PrismToken[];
};

// `require` in functions (not `import`), so that the bundler includes each file but runs it only
// when called. Each entry loads one grammar file; `languageFiles` lists what a language needs.
const files = {
  clike: () => require('prismjs/components/prism-clike'),
  regex: () => require('prismjs/components/prism-regex'),
  javascript: () => require('prismjs/components/prism-javascript'),
  // Console, methods, known classes: the JavaScript of prism-react-renderer includes them.
  jsExtras: () => require('prismjs/components/prism-js-extras'),
  typescript: () => require('prismjs/components/prism-typescript'),
  json: () => require('prismjs/components/prism-json'),
  yaml: () => require('prismjs/components/prism-yaml'),
  bash: () => require('prismjs/components/prism-bash'),
  python: () => require('prismjs/components/prism-python'),
  java: () => require('prismjs/components/prism-java'),
  csharp: () => require('prismjs/components/prism-csharp'),
  php: () => require('prismjs/components/prism-php'),
  http: () => require('prismjs/components/prism-http'),
} satisfies Record<string, () => unknown>;

type GrammarFile = keyof typeof files;

const javascript: readonly GrammarFile[] = ['clike', 'regex', 'javascript', 'jsExtras'];

/** For each language name (with Prism's aliases), the files that build its grammar, in order. */
const languageFiles: Readonly<Record<string, readonly GrammarFile[]>> = {
  javascript,
  js: javascript,
  typescript: [...javascript, 'typescript'],
  ts: [...javascript, 'typescript'],
  json: ['json'],
  yaml: ['yaml'],
  yml: ['yaml'],
  bash: ['bash'],
  sh: ['bash'],
  shell: ['bash'],
  python: ['python'],
  py: ['python'],
  java: ['clike', 'java'],
  csharp: ['clike', 'csharp'],
  cs: ['clike', 'csharp'],
  dotnet: ['clike', 'csharp'],
  php: ['php'],
  // HTTP highlights message bodies with the grammar of their content type, if loaded when it is built.
  http: ['json', ...javascript, 'http'],
};

type PrismScope = {Prism?: unknown};

/** Runs `load` with `value` as the global `Prism`, then restores what was there before. */
function withGlobalPrism<T>(value: unknown, load: () => T): T {
  const scope = globalThis as PrismScope;
  const had = Object.prototype.hasOwnProperty.call(scope, 'Prism');
  const before = scope.Prism;
  scope.Prism = value;
  try {
    return load();
  } finally {
    if (had) scope.Prism = before;
    else delete scope.Prism;
  }
}

let instance: PrismInstance | undefined;
const loaded = new Set<GrammarFile>();

function prism(): PrismInstance {
  // The core reads `manual` from the global it finds, then replaces the global with itself.
  instance ??= withGlobalPrism(
    {manual: true, disableWorkerMessageHandler: true},
    () => require('prismjs/components/prism-core') as PrismInstance,
  );
  return instance;
}

/** Prism's grammar for `language`, loading it first if needed; undefined for unknown languages (`text`). */
export function grammarFor(
  language: string,
): {readonly prism: PrismInstance; readonly grammar: PrismGrammar} | undefined {
  const needed = languageFiles[language];
  if (needed === undefined) return undefined;
  const core = prism();
  const missing = needed.filter((file) => !loaded.has(file));
  if (missing.length > 0) {
    withGlobalPrism(core, () => {
      for (const file of missing) {
        files[file]();
        loaded.add(file);
      }
    });
  }
  const grammar = core.languages[language];
  return grammar === undefined ? undefined : {prism: core, grammar};
}
