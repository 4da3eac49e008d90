/**
 * The guides' `search_questions`: for a section's anchor, the questions partners type when that
 * section is the answer, in their own words ("what happens when a phone lease runs out?"). The
 * search index counts their words as the section's (./search.mjs); no page shows them.
 *
 * They are read from each doc's file rather than from the front matter Docusaurus loads:
 * docusaurus.config.ts leaves them out of that (`markdown.parseFrontMatter`), because every page's
 * script carries its front matter, and they would add about half a kilobyte compressed to each
 * guide's first load for no reader.
 */
import path from 'node:path';
import {frontMatter} from '../site-model/guides';
import type {SearchQuestions} from './search-questions.mjs';

export const searchQuestionsKey = 'search_questions';

function isQuestion(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !value.includes('\n');
}

/**
 * The `search_questions` of one file's front matter, checked: a map from anchors to lists of
 * one-line questions. A wrong shape fails the build with the file and the key.
 */
export function searchQuestionsOf(
  data: Readonly<Record<string, unknown>>,
  file: string,
): Readonly<Record<string, readonly string[]>> {
  const value = data[searchQuestionsKey];
  if (value === undefined) return {};
  const where = (key: string) => `${file}: front matter \`${key}\``;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${where(searchQuestionsKey)} must map each section's anchor to a list of questions`);
  }
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([anchor, questions]) => {
      if (!Array.isArray(questions) || questions.length === 0 || !questions.every(isQuestion)) {
        throw new Error(`${where(`${searchQuestionsKey}.${anchor}`)} must be a list of questions, each a line of text`);
      }
      return [anchor, questions.map((question) => question.trim())];
    }),
  );
}

/** By page address, each doc's file and the questions of its sections (docs without any left out). */
export function readSearchQuestions(
  siteDir: string,
  docs: ReadonlyArray<{readonly permalink: string; readonly source: string}>,
): SearchQuestions {
  return Object.fromEntries(
    docs.flatMap(({permalink, source}) => {
      const file = source.replace(/^@site\//, '');
      const sections = searchQuestionsOf(frontMatter(path.join(siteDir, file)), file);
      return Object.keys(sections).length > 0 ? [[permalink, {source: file, sections}]] : [];
    }),
  );
}
