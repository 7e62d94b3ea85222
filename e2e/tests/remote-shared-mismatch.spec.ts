import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, removeSourcesFolder, sourcesFolder, startOwnApp } from './own-app';
import { registerAndCompleteProfile } from './support';

// A remote that needs a shared singleton in a range the app does not run (docs/deploying-remotes.md,
// "Shared versions"): today's mf-games built to require react-router-dom ^99.0.0. The shell's
// shared-version check refuses it: its areas show the fallback panel and the reason is logged;
// the rest of the page works.
const APP_PORT = Number(process.env.E2E_PORT ?? 3100) + 12;
const RELEASES_DIR = mkdtempSync(join(tmpdir(), 'flourishly-e2e-mismatch-releases-'));
const SOURCES_NAME = 'incompatible-router';
const SOURCES_DIR = sourcesFolder(SOURCES_NAME);
const VERSION = 'needs-router-99';
let stopApp: () => void;

test.use({ baseURL: `http://localhost:${APP_PORT}` });

const release = (...args: string[]) =>
  execFileSync(process.execPath, [join(REPO, 'scripts', 'release.mjs'), 'mf-games', ...args], {
    env: { ...process.env, RELEASES_DIR },
    stdio: 'ignore',
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(SOURCES_DIR, { recursive: true, force: true });
  const sources = join(SOURCES_DIR, 'mf-games');
  cpSync(join(REPO, 'mf-games'), sources, { recursive: true, filter: (path) => !/[/\\](dist|node_modules)$/.test(path) });
  writeFileSync(
    join(sources, 'webpack.config.js'),
    `const { createAppConfig } = require('@flourishly/webpack-config');
const current = require(${JSON.stringify(join(REPO, 'mf-games', 'webpack.config.js'))});
module.exports = createAppConfig({
  dir: __dirname,
  name: current.federation.name,
  port: 3013,
  externalRuntime: true,
  exposes: current.federation.exposes,
  requiredVersions: { 'react-router-dom': '^99.0.0' },
});
`,
  );
  release('--source', sources, '--version', VERSION);
  release('activate', VERSION);
  stopApp = await startOwnApp(APP_PORT, { RELEASES_DIR });
});

test.afterAll(() => {
  stopApp?.();
  rmSync(RELEASES_DIR, { recursive: true, force: true });
  removeSourcesFolder(SOURCES_NAME);
});

test('a remote that needs another version of a shared singleton shows the fallback with the reason logged, never a blank page', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await registerAndCompleteProfile(page);
  const user = await (await page.request.get('/api/user')).json();
  const created = await page.request.post('/api/child-profiles', {
    data: { parentId: user.id, name: 'Maya', dateOfBirth: '2019-03-04', gender: 'female', primaryDevelopmentalConcern: 'language' },
  });
  expect(created.status()).toBe(201);
  const childId = (await created.json()).id as number;

  // The Games tab is mf-games's; the child page around it (mf-children) and the shell still work.
  await page.goto(`/child-profiles/${childId}/games`);
  await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Child sections' })).toBeVisible();
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toContainText('This part of Flourishly is unavailable right now');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByPlaceholder('Search games...')).toHaveCount(0);
  expect(logged.join('\n')).toContain('Incompatible shared modules: mf_games needs react-router-dom ^99.0.0 but the app runs');

  // Retry asks again and gets the same answer: the panel stays, the page stays.
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Maya', level: 1 })).toBeVisible();

  // On the child's dashboard only the Games card (mf-games inside mf-dashboard) falls back.
  await page.goto(`/child-profiles/${childId}`);
  await expect(page.getByRole('region', { name: "Today's Learning Plan" })).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(1);
});
