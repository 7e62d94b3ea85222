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

/** Reloads the dashboard and answers which folder the games card's remote came from. */
async function gamesFolderAfterReload(page: Page): Promise<string> {
  const manifest = page.waitForResponse((response) =>
    /\/mf-games\/[^/]+\/mf-manifest\.json$|\/remotes\/games\/mf-manifest\.json$/.test(response.url()),
  );
  await page.goto('/games/1?childId=1');
  return new URL((await manifest).url()).pathname.replace(/\/mf-manifest\.json$/, '');
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

test('activating a release and rolling it back switch what a reloaded shell loads, with no restart', async ({ page }) => {
  await registerAndCompleteProfile(page);
  expect(await gamesFolderAfterReload(page)).toBe('/remotes/games');

  release('activate', 'e2e-a');
  expect(await gamesFolderAfterReload(page)).toBe('/releases/mf-games/e2e-a');
  await expect(page.getByText('This part of Flourishly is unavailable right now')).toHaveCount(0);

  release('activate', 'e2e-b');
  expect(await gamesFolderAfterReload(page)).toBe('/releases/mf-games/e2e-b');

  expect(release('rollback')).toContain('rolled back from e2e-b to e2e-a');
  expect(await gamesFolderAfterReload(page)).toBe('/releases/mf-games/e2e-a');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText('This part of Flourishly is unavailable right now')).toHaveCount(0);

  expect(release('rollback')).toContain('rolled back from e2e-a to the build in mf-games/dist');
  expect(await gamesFolderAfterReload(page)).toBe('/remotes/games');
});
