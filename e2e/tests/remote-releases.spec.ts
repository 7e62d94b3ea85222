import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, startOwnApp } from './own-app';
import { registerAndCompleteProfile } from './support';

// Release, activation and rollback of one remote with scripts/release.mjs (docs/deploying-remotes.md),
// against an app instance of its own whose RELEASES_DIR is a fresh folder.
const APP_PORT = Number(process.env.E2E_PORT ?? 3100) + 9;
const RELEASES_DIR = mkdtempSync(join(tmpdir(), 'flourishly-e2e-releases-'));
let stopApp: () => void;

test.use({ baseURL: `http://localhost:${APP_PORT}` });

const release = (...args: string[]) =>
  execFileSync(process.execPath, [join(REPO, 'scripts', 'release.mjs'), 'mf-games', ...args], {
    env: { ...process.env, RELEASES_DIR },
    encoding: 'utf8',
  });

const GAME_PAGE = '/games/1?childId=1';

/** Waits for `action` to load the game page and answers which folder its games remote came from. */
async function gamesFolderLoadedBy(page: Page, action: () => Promise<unknown>): Promise<string> {
  const manifest = page.waitForResponse((response) =>
    /\/mf-games\/[^/]+\/mf-manifest\.json$|\/remotes\/games\/mf-manifest\.json$/.test(response.url()),
  );
  await action();
  return new URL((await manifest).url()).pathname.replace(/\/mf-manifest\.json$/, '');
}

/**
 * Opens the game page again after a release changed, and answers which folder the games remote
 * came from once the parent has taken the new version: the service worker shows the page as last
 * kept at once (its releases as they were, from `before`), finds the server's page names others, and the notice
 * says a new version is ready; its Reload brings it.
 */
async function gamesFolderAfterUpdate(page: Page, before: string): Promise<string> {
  expect(await gamesFolderLoadedBy(page, () => page.goto(GAME_PAGE))).toBe(before);
  const reload = page.getByTestId('offline-notice').getByRole('button', { name: 'Reload' });
  await expect(page.getByTestId('offline-notice')).toContainText('A new version is ready.');
  return gamesFolderLoadedBy(page, () => reload.click());
}

test.beforeAll(async () => {
  // Two releases of the build in mf-games/dist, named so the network log tells them apart.
  release('--from-dist', '--no-types', '--version', 'e2e-a');
  release('--from-dist', '--no-types', '--version', 'e2e-b');
  stopApp = await startOwnApp(APP_PORT, { RELEASES_DIR });
});

test.afterAll(() => {
  stopApp?.();
  rmSync(RELEASES_DIR, { recursive: true, force: true });
});

test('activating a release and rolling it back are announced as a new version, which a reload loads, with no restart', async ({ page }) => {
  await registerAndCompleteProfile(page);
  expect(await gamesFolderLoadedBy(page, () => page.goto(GAME_PAGE))).toBe('/remotes/games');
  // The service worker now controls the page and keeps it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await gamesFolderLoadedBy(page, () => page.reload())).toBe('/remotes/games');

  release('activate', 'e2e-a');
  expect(await gamesFolderAfterUpdate(page, '/remotes/games')).toBe('/releases/mf-games/e2e-a');
  await expect(page.getByText('This part of Flourishly is unavailable right now')).toHaveCount(0);

  release('activate', 'e2e-b');
  expect(await gamesFolderAfterUpdate(page, '/releases/mf-games/e2e-a')).toBe('/releases/mf-games/e2e-b');

  expect(release('rollback')).toContain('rolled back from e2e-b to e2e-a');
  expect(await gamesFolderAfterUpdate(page, '/releases/mf-games/e2e-b')).toBe('/releases/mf-games/e2e-a');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('This part of Flourishly is unavailable right now')).toHaveCount(0);

  expect(release('rollback')).toContain('rolled back from e2e-a to the build in mf-games/dist');
  expect(await gamesFolderAfterUpdate(page, '/releases/mf-games/e2e-a')).toBe('/remotes/games');
});
