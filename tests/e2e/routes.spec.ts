import {test, expect, openPage} from './fixtures';
// Every page route's status, heading and title are checked in the same page load as its
// accessibility scan (tests/nginx/accessibility.spec.ts, through the production nginx).
import {routes} from '../routes';
import {mediaType} from '../support/header-values';

// `docusaurus serve` (a preview server, not the production one) still names YAML by its older,
// unregistered type; nginx sends the registered one.
const previewServerTypes: Readonly<Record<string, string>> = {'application/yaml': 'text/yaml'};

test.describe('route manifest', () => {
  for (const route of routes.filter((r) => r.kind === 'file')) {
    test(`${route.path} is served as ${route.contentType ?? ''}`, async ({request}) => {
      expect(route.contentType, 'a download names its media type').toBeDefined();
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const expected = route.contentType ?? '';
      expect(mediaType(response.headers()['content-type'])).toBe(previewServerTypes[expected] ?? expected);
      expect((await response.text()).startsWith(route.title)).toBe(true);
    });
  }

  for (const route of routes.filter((r) => r.kind === 'redirect')) {
    test(`${route.path} redirects to ${route.to ?? ''}`, async ({page}) => {
      await page.goto(route.path);
      await page.waitForURL(`**${route.to ?? ''}`);
      await expect(page.locator('h1').first()).toHaveText(route.title);
    });
  }
});

test('the alias addresses are redirects only: not in the sitemap, not in search', async ({page, request}) => {
  const aliases = routes.filter((r) => r.kind === 'redirect');
  expect(aliases.length).toBeGreaterThan(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/docs/api/enviroments<');
  for (const alias of aliases) {
    expect(sitemap).not.toContain(`${alias.path}<`);
    // The search index reads only content marked data-pagefind-body, which a redirect page has not.
    const html = await (await request.get(alias.path, {maxRedirects: 0})).text();
    expect(html).toContain('http-equiv="refresh"');
    expect(html).not.toContain('data-pagefind-body');
  }
  // The redirect keeps the query and the fragment, so a deep link into the page survives.
  await page.goto('/docs/api/environments?from=alias#getCurrentPartner');
  await page.waitForURL('**/docs/api/enviroments?from=alias#getCurrentPartner');
});

test('every page names Docusaurus v3.8.0 as its generator', async ({page}) => {
  await openPage(page, '/docs/intro');
  await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.8.0');
});
