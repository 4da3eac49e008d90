import {describe, expect, it} from 'vitest';
import {readSearchQuestions, searchQuestionsOf, searchTermsOf} from '../../plugins/build-output/questions';

// A guide's `search_questions` (front matter): what partners type when a section is the answer;
// its `search_terms`: what partners call a section's subject. The search index reads both from the
// guide's file; a wrong shape stops the build with the file and the key to fix.

describe('search_questions', () => {
  it("reads each section's questions from a guide's file, by the page's address", () => {
    const questions = readSearchQuestions('.', [
      {permalink: '/docs/term', source: '@site/docs/term.mdx'},
      {permalink: '/docs/api/term', source: '@site/docs/api/term.mdx'},
    ]);
    expect(Object.keys(questions)).toEqual(['/docs/term']);
    expect(questions['/docs/term']?.source).toBe('docs/term.mdx');
    expect(questions['/docs/term']?.sections['end-of-term']).toContain('What happens when a phone lease runs out?');
  });

  it('trims each question', () => {
    expect(searchQuestionsOf({search_questions: {'read-a-quote': [' quote expiry ']}}, 'docs/quotes.mdx')).toEqual({
      'read-a-quote': ['quote expiry'],
    });
  });

  it('fails the build, naming the file and the key, on anything but lists of one-line questions', () => {
    expect(() => searchQuestionsOf({search_questions: ['how long is a price valid?']}, 'docs/quotes.mdx')).toThrow(
      "docs/quotes.mdx: front matter `search_questions` must map each section's anchor to a list of questions",
    );
    const wrong = (value: unknown) => () =>
      searchQuestionsOf({search_questions: {'read-a-quote': value}}, 'docs/quotes.mdx');
    const message =
      'docs/quotes.mdx: front matter `search_questions.read-a-quote` must be a list of questions, each a line of text';
    expect(wrong('how long is a price valid?')).toThrow(message);
    expect(wrong([])).toThrow(message);
    expect(wrong(['valid?', ''])).toThrow(message);
    expect(wrong(['valid?', 'two\nlines'])).toThrow(message);
    expect(wrong(['valid?', 3])).toThrow(message);
  });
});

describe('search_terms', () => {
  it("reads each section's terms as the search looks them up: a partner's word is the site's", () => {
    const read = readSearchQuestions('.', [{permalink: '/docs/term', source: '@site/docs/term.mdx'}]);
    // The guide writes "lease end"; a search for it looks up "rental end" (rule 2 of src/search/rank.ts).
    expect(searchTermsOf({search_terms: {'end-of-term': ['lease end']}}, 'docs/term.mdx')).toEqual({
      'end-of-term': ['lease end'],
    });
    expect(read['/docs/term']?.terms['end-of-term']).toContain('rental end');
    expect(read['/docs/term']?.terms['end-of-term']).not.toContain('lease end');
  });

  it('fails the build, naming the file and the key, on a term that is a question or more than three words', () => {
    const wrong = (value: unknown) => () => searchTermsOf({search_terms: {expiry: value}}, 'docs/quotes.mdx');
    const message =
      'docs/quotes.mdx: front matter `search_terms.expiry` must be a list of terms, each one to three words without a question mark';
    expect(wrong(['offer validity'])).not.toThrow();
    expect(wrong(['offer validity in days'])).toThrow(message);
    expect(wrong(['offer validity?'])).toThrow(message);
    expect(wrong(['offer validity', ''])).toThrow(message);
    expect(wrong([])).toThrow(message);
    expect(() => searchTermsOf({search_terms: ['offer validity']}, 'docs/quotes.mdx')).toThrow(
      "docs/quotes.mdx: front matter `search_terms` must map each section's anchor to a list of terms",
    );
  });
});
