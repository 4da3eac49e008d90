/**
 * The fenced code blocks of a guide or post, each with where it stands: its line, the section
 * heading above it, that section's prose and the paragraph just before it. The contract, signature
 * and example-consistency checks read pages through this one reader.
 */

/** A fenced code block of a guide or post, with the section it stands in. */
export interface CodeBlock {
  readonly file: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly language: string;
  /** What follows the language on the fence line (`title="…" openapi="…"`). */
  readonly meta: string;
  /** The `title="…"` of the meta, `''` without one. */
  readonly title: string;
  readonly body: string;
  /** The nearest heading above the block (`''` before the first heading). */
  readonly section: string;
  /** The prose of that section, code blocks left out. */
  readonly sectionText: string;
  /** The paragraph just above the block. */
  readonly lead: string;
}

const fencePattern = /^([ \t]*)```(\w*)([^\n]*)\n([\s\S]*?)\n\1```[ \t]*$/gm;

/** Every fenced code block of a Markdown or MDX page, each with its section. */
export function codeBlocksOf(file: string, source: string): CodeBlock[] {
  const fences = [...source.matchAll(fencePattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    match,
  }));
  // Prose with the code blocks blanked out, so `# comment` lines in code are not headings.
  let prose = source;
  for (const fence of fences) {
    prose = prose.slice(0, fence.start) + ' '.repeat(fence.end - fence.start) + prose.slice(fence.end);
  }
  const headings = [...prose.matchAll(/^#{2,6}[ \t]+(.+)$/gm)].map((match) => ({
    start: match.index,
    title: (match[1] ?? '').trim(),
  }));
  const sectionAt = (offset: number): {title: string; start: number; end: number} => {
    let index = -1;
    headings.forEach((heading, position) => {
      if (heading.start <= offset) index = position;
    });
    const start = index < 0 ? 0 : (headings[index]?.start ?? 0);
    const end = headings[index + 1]?.start ?? source.length;
    return {title: index < 0 ? '' : (headings[index]?.title ?? ''), start, end};
  };
  return fences.map(({start, match}) => {
    const section = sectionAt(start);
    const before = prose.slice(section.start, start).trim();
    const paragraphs = before.split(/\n\s*\n/);
    return {
      file,
      line: source.slice(0, start).split('\n').length,
      language: match[2] ?? '',
      meta: (match[3] ?? '').trim(),
      title: /title="([^"]*)"/.exec(match[3] ?? '')?.[1] ?? '',
      body: match[4] ?? '',
      section: section.title,
      sectionText: prose.slice(section.start, section.end).replace(/\s+/g, ' '),
      lead: (paragraphs.at(-1) ?? '').replace(/\s+/g, ' '),
    };
  });
}
