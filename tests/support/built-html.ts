import {readFileSync} from 'node:fs';
import path from 'node:path';

/** A page's built HTML (`build/<route>/index.html`). */
export function builtPage(route: string): string {
  return readFileSync(path.join('build', route, 'index.html'), 'utf8');
}

/** The text of an HTML snippet: no heading anchors or tags, entities decoded, no zero-width spaces. */
function text(html: string): string {
  return html
    .replace(/<a [^>]*class="hash-link"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\u200b/g, '')
    .trim();
}

/** The text of a built page's h1 and h2 headings, in page order. */
export function builtHeadings(html: string): {h1: string; h2: string[]} {
  const all = (level: number) =>
    [...html.matchAll(new RegExp(`<h${level}[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((match) =>
      text(match[1] ?? ''),
    );
  return {h1: all(1)[0] ?? '', h2: all(2)};
}

/** The ids of a built page's section headings (`h2` and `h3` with an id), in page order. */
export function builtSectionIds(html: string): string[] {
  return [...html.matchAll(/<h[23]\b[^>]*\sid=(?:"([^"]+)"|([^\s>]+))/g)].map((match) => match[1] ?? match[2] ?? '');
}

/** A built page's h2 headings that have an id, as id → text. */
export function builtH2ById(html: string): Map<string, string> {
  return new Map(
    [...html.matchAll(/<h2\b([^>]*)>([\s\S]*?)<\/h2>/g)].flatMap((match) => {
      const id = /\sid=(?:"([^"]+)"|([^\s>]+))/.exec(match[1] ?? '');
      return id === null ? [] : [[id[1] ?? id[2] ?? '', text(match[2] ?? '')] as const];
    }),
  );
}
