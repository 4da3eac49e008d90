// The first frame a reader sees of a docs page already holds the page's first section, not the
// navbar alone. A page that painted its navbar first would lay out its content in the task after
// that paint, and on the largest reference page that one task runs over 200 ms on a slow phone,
// while the page already looks usable.
//
// A slow connection, made deterministic: a proxy in front of the site sends the page's HTML up to
// its first section heading, pauses, then sends the rest. Without the page asking the browser to
// wait for that heading (`<link rel="expect">`), Chromium paints during the pause. That every
// page asks for its first heading, and only that, is checked on the build in
// tests/build/first-frame.test.ts.
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {test, expect} from './fixtures';
import {builtPage, builtSectionIds} from '../support/built-html';

/** The id of the page's first section heading, from its built HTML. */
function firstSectionId(route: string): string {
  const id = builtSectionIds(builtPage(route))[0];
  if (id === undefined) throw new Error(`${route}: no section heading with an id in the built page`);
  return id;
}

/** Serves the site from `upstream`; the HTML of `route` stops for `pause` ms before heading `id`. */
function slowProxy(upstream: string, route: string, id: string, pause: number): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(new URL(request.url ?? '/', upstream));
      const body = Buffer.from(await answer.arrayBuffer());
      const headers: Record<string, string> = {};
      const type = answer.headers.get('content-type');
      if (type !== null) headers['content-type'] = type;
      response.writeHead(answer.status, headers);
      if (new URL(request.url ?? '/', upstream).pathname !== route) {
        response.end(body);
        return;
      }
      const html = body.toString('utf8');
      const heading = html.lastIndexOf('<h', html.search(new RegExp(`\\sid=["]?${id}[\\s">]`)));
      if (heading <= 0) throw new Error(`${route}: heading #${id} is not in the served HTML`);
      response.write(html.slice(0, heading));
      await new Promise((resolve) => setTimeout(resolve, pause));
      response.end(html.slice(heading));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

for (const route of ['/docs/api/contracts-rental', '/docs/intro']) {
  test(`the first frame of ${route} already shows its first section`, async ({page, baseURL}) => {
    const id = firstSectionId(route);
    const server = await slowProxy(baseURL ?? '', route, id, 700);
    try {
      const {port} = server.address() as AddressInfo;
      // Runs before the page's own code: the first animation frame callback runs just before the
      // browser renders the page for the first time.
      await page.addInitScript((heading) => {
        requestAnimationFrame(() => {
          const element = document.getElementById(heading);
          (window as {firstFrame?: unknown}).firstFrame = {
            heading: element !== null,
            navbar: document.querySelector('nav.navbar') !== null,
          };
        });
      }, id);
      await page.goto(`http://127.0.0.1:${port}${route}`, {waitUntil: 'load'});
      const firstFrame = await page.waitForFunction(() => (window as {firstFrame?: unknown}).firstFrame);
      expect(await firstFrame.jsonValue()).toEqual({heading: true, navbar: true});
      await expect(page.locator(`#${id}`)).toBeVisible();
    } finally {
      // The browser keeps its connections open; close them with the server.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
}
