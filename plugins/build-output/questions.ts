/**
 * The guides' `search_questions` and `search_terms`. Questions: for a section's anchor, what
 * partners type when that section is the answer, in their own words ("what happens when a phone
 * lease runs out?"). Terms: the one to three words partners call the section's subject ("lease
 * end", "police report"); the index holds each as a definition of the section (rule 13 of
 * src/search/rank.ts), so a search that is the term opens the section, as one for a term the
 * guide marks with `<dfn>` does. The search index counts both as the section's words
 * (./search.mjs); no page shows them.
 *
 * They are read from each doc's file rather than from the front matter Docusaurus loads:
 * docusaurus.config.ts leaves them out of that (`markdown.parseFrontMatter`), because every page's
 * script carries its front matter, and they would add about half a kilobyte compressed to each
 * guide's first load for no reader.
 */
import path from 'node:path';
import {queryWords} from '../../src/search/rank';
import {frontMatter} from '../site-model/guides';
import type {SearchQuestions} from './search-questions.mjs';

export const searchQuestionsKey = 'search_questions';
export const searchTermsKey = 'search_terms';

function isQuestion(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !value.includes('\n');
}

/** A term is a name, not a question: one to three words, without a question mark. */
function isTerm(value: unknown): value is string {
  return isQuestion(value) && !value.includes('?') && value.trim().split(/\s+/).length <= 3;
}

/**
 * One key of a file's front matter, checked: a map from anchors to lists of lines that each pass
 * `accepts`. A wrong shape fails the build with the file and the key.
 */
function listsOf(
  data: Readonly<Record<string, unknown>>,
  file: string,
  key: string,
  accepts: (value: unknown) => value is string,
  noun: string,
  each: string,
): Readonly<Record<string, readonly string[]>> {
  const value = data[key];
  if (value === undefined) return {};
  const where = (name: string) => `${file}: front matter \`${name}\``;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${where(key)} must map each section's anchor to a list of ${noun}`);
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([anchor, lines]) => {
      if (!Array.isArray(lines) || lines.length === 0 || !lines.every(accepts)) {
        throw new Error(`${where(`${key}.${anchor}`)} must be a list of ${noun}, ${each}`);
      }
      return [anchor, lines.map((line) => line.trim())];
    }),
  );
}

/** The `search_questions` of one file's front matter, checked: one-line questions by anchor. */
export function searchQuestionsOf(
  data: Readonly<Record<string, unknown>>,
  file: string,
): Readonly<Record<string, readonly string[]>> {
  return listsOf(data, file, searchQuestionsKey, isQuestion, 'questions', 'each a line of text');
}

/** The `search_terms` of one file's front matter, checked: terms of one to three words by anchor. */
export function searchTermsOf(
  data: Readonly<Record<string, unknown>>,
  file: string,
): Readonly<Record<string, readonly string[]>> {
  return listsOf(data, file, searchTermsKey, isTerm, 'terms', 'each one to three words without a question mark');
}

/** By page address, each doc's file and the questions and terms of its sections (docs without any left out). */
export function readSearchQuestions(
  siteDir: string,
  docs: ReadonlyArray<{readonly permalink: string; readonly source: string}>,
): SearchQuestions {
  return Object.fromEntries(
    docs.flatMap(({permalink, source}) => {
      const file = source.replace(/^@site\//, '');
      const data = frontMatter(path.join(siteDir, file));
      const sections = searchQuestionsOf(data, file);
      // A term in a partner's words ("lease end") is held as the search looks it up ("rental
      // end": rules 2 and 3 of src/search/rank.ts), or no search would ever meet it.
      const terms = Object.fromEntries(
        Object.entries(searchTermsOf(data, file)).map(([anchor, list]) => [
          anchor,
          list.map((term) => queryWords(term).join(' ')),
        ]),
      );
      return Object.keys(sections).length + Object.keys(terms).length > 0
        ? [[permalink, {source: file, sections, terms}]]
        : [];
    }),
  );
}
