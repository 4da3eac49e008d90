import type {Page} from '@playwright/test';
import {test, expect, openPage} from './fixtures';

const diagramPage = '/blog/mdx-blog-post';

/** WCAG contrast ratio between the first diagram label and the page background. */
async function labelContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const parse = (color: string): number[] => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (rgb: number[]): number => {
      const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // Message labels of a sequence diagram are drawn straight on the page background.
    const label = document.querySelector('.docusaurus-mermaid-container svg .messageText');
    if (label === null) throw new Error('no diagram label');
    // The effective background: the first ancestor that paints one.
    let background = 'rgb(255, 255, 255)';
    for (let node: Element | null = label; node !== null; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) {
        background = color;
        break;
      }
    }
    const a = luminance(parse(getComputedStyle(label).fill));
    const b = luminance(parse(background));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
}

test('Mermaid diagrams render legibly in light and dark mode', async ({page}) => {
  await openPage(page, diagramPage);
  const diagram = page.locator('.docusaurus-mermaid-container svg');
  // Diagrams render when they come near the viewport; until then the source is shown.
  await expect(diagram).toHaveCount(0);
  await page.getByText('sequenceDiagram').scrollIntoViewIfNeeded();
  await expect(diagram).toBeVisible();
  expect(await labelContrast(page)).toBeGreaterThanOrEqual(4.5);

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(diagram).toBeVisible();
  await expect.poll(() => labelContrast(page)).toBeGreaterThanOrEqual(4.5);
});

test('a page without a diagram downloads no Mermaid code', async ({page}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await openPage(page, '/docs/intro');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // `mermaidAPI` appears only in the Mermaid library's code.
  expect(scripts.filter((source) => source.includes('mermaidAPI'))).toEqual([]);
});
