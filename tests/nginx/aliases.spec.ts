// An alias added to the site model's list reaches nginx through the build: the build writes the
// alias map into its own `.nginx/`, and the production config answers the alias with a 301. This
// builds a small site directory the way plugins/build-output does (the real pages, plus one
// fixture alias) and serves it with deploy/nginx/serve.sh on a free port.
import {spawn} from 'node:child_process';
import {chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {aliasPageFile, renderAliasMap, renderAliasPage} from '../../plugins/build-output/aliases';
import {aliases} from '../../src/site/model';
import {freePort} from '../support/mock';
import {header, send, waitForPort} from './http-client';
import {buildDir} from './support';

const fixture = {from: '/docs/api/claim-handling', to: '/docs/repair', title: 'Repair'};

test('a fixture alias gets its alias page and a 301 from nginx', async () => {
  const site = mkdtempSync(path.join(tmpdir(), 'docs-aliases-'));
  chmodSync(site, 0o755);
  const port = await freePort();
  const all = [...aliases, fixture];
  for (const file of ['index.html', '404.html', path.join('docs', 'repair', 'index.html')]) {
    mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    copyFileSync(path.join(buildDir, file), path.join(site, file));
  }
  mkdirSync(path.join(site, '.nginx'));
  copyFileSync(
    path.join(buildDir, '.nginx', 'csp-script-hashes.conf'),
    path.join(site, '.nginx', 'csp-script-hashes.conf'),
  );
  writeFileSync(path.join(site, '.nginx', 'aliases.map'), renderAliasMap(all));
  for (const alias of all) {
    mkdirSync(path.dirname(path.join(site, aliasPageFile(alias))), {recursive: true});
    writeFileSync(path.join(site, aliasPageFile(alias)), renderAliasPage(alias, 'https://docs.acme.example'));
  }
  const server = spawn('bash', ['deploy/nginx/serve.sh'], {
    env: {...process.env, PORT: String(port), BUILD_DIR: site},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await Promise.race([
      waitForPort(port),
      new Promise((_resolve, reject) =>
        server.once('exit', (code) => reject(new Error(`serve.sh exited with ${String(code)}`))),
      ),
    ]);
    const origin = `http://127.0.0.1:${port}`;
    for (const spelling of ['', '/', '.html', '/index.html']) {
      const answer = await send(`${origin}${fixture.from}${spelling}?tab=curl`);
      expect(answer.status, spelling).toBe(301);
      expect(header(answer, 'location'), spelling).toBe(`${fixture.to}?tab=curl`);
    }
    // The existing aliases still lead where the model says, and the target itself is no redirect.
    for (const alias of aliases) {
      expect(header(await send(`${origin}${alias.from}`), 'location')).toBe(alias.to);
    }
    expect((await send(`${origin}${fixture.to}`)).status).toBe(200);
    // Another host, without the map, still finds the alias page.
    const page = renderAliasPage(fixture, 'https://docs.acme.example');
    expect(page).toContain('<link rel="canonical" href="https://docs.acme.example/docs/repair">');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/repair">');
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(site, {recursive: true, force: true});
  }
});
