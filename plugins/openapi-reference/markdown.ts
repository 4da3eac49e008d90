/**
 * Markdown to HTML for descriptions in the OpenAPI document (tag intros, operation descriptions),
 * rendered once at build time so the browser receives HTML, not a Markdown parser. The input is our
 * own reviewed document, not user content.
 */
import {Marked} from 'marked';

const marked = new Marked({gfm: true, async: false});

export function renderMarkdown(markdown: string): string {
  if (markdown.trim() === '') return '';
  return withColumnHeaderScope((marked.parse(markdown) as string).trim());
}

/** Marks the header cells of GFM tables as column headers (`scope="col"`, WCAG technique H63). */
function withColumnHeaderScope(html: string): string {
  return html.replace(/<th(?=[\s>])(?![^>]*\bscope=)/g, '<th scope="col"');
}

/** Inline Markdown (no paragraphs), for one-line texts such as response descriptions. */
export function renderInlineMarkdown(markdown: string): string {
  return (marked.parseInline(markdown.replace(/\s*\n\s*/g, ' ')) as string).trim();
}

/** Renders a link as its text alone. */
const linksAsText = new Marked({
  gfm: true,
  async: false,
  renderer: {
    link({tokens}) {
      return this.parser.parseInline(tokens);
    },
  },
});

/**
 * Inline Markdown whose links are left as their text, for a text inside a control: a response's
 * description is the text of the `<summary>` that opens its details, and a link there would be a
 * control inside a control, which keyboard and screen reader users cannot reach apart.
 */
export function renderInlineText(markdown: string): string {
  return (linksAsText.parseInline(markdown.replace(/\s*\n\s*/g, ' ')) as string).trim();
}
