// Types of search-questions.mjs.
export declare const searchQuestionsFile: string;
/**
 * By page address, the guide's file and, by a section's anchor, the questions it answers and the
 * terms that name its subject.
 */
export type SearchQuestions = Readonly<
  Record<
    string,
    {
      readonly source: string;
      readonly sections: Readonly<Record<string, readonly string[]>>;
      readonly terms: Readonly<Record<string, readonly string[]>>;
    }
  >
>;
