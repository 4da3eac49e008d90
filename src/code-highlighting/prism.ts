/**
 * The Prism instance code blocks are highlighted with: Prism's core and the grammars of the
 * languages our pages use, and nothing else.
 *
 * prism-react-renderer (what the classic theme highlights with) bundles its own Prism with about
 * 40 languages, and the theme adds `additionalLanguages` through a client module: all of it ran
 * while the main bundle evaluated, on every page, code block or not (Prism builds its grammars
 * with `insertBefore`, which walks every grammar loaded so far). Here only the pages that render a
 * code block load this module, with a dozen grammars.
 *
 * To highlight another language, import its file from prismjs/components below (after the
 * grammars it extends; see prismjs/components.json) and check its colours in both modes
 * (tests/e2e/accessibility.spec.ts checks the contrast of every token).
 *
 * The imports run in this order: prism-global first, then the core, then each grammar.
 */
import {takePrism} from './prism-global';
import 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
// Regular expressions, which JavaScript highlights inside `/…/` literals.
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-javascript';
// prism-react-renderer's JavaScript includes these two: doc comments (`/** … */`) and extras
// (console, methods, known classes).
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-java';
import 'prismjs/components/prism-csharp';
import 'prismjs/components/prism-php';
import 'prismjs/components/prism-http';

/** A token of Prism's output: text, or a typed token whose content is more tokens. */
export type PrismToken = string | {readonly type: string; readonly alias?: string | readonly string[]; readonly content: PrismToken | readonly PrismToken[]};

export type PrismGrammar = Readonly<Record<string, unknown>>;

type PrismInstance = {
  readonly languages: Readonly<Record<string, PrismGrammar | undefined>>;
  tokenize(text: string, grammar: PrismGrammar): PrismToken[];
};

export const Prism = takePrism() as PrismInstance;
