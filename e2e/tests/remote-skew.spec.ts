import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO, removeSourcesFolder, sourcesFolder, startOwnApp } from './own-app';
import { expectToast, registerAndCompleteProfile } from './support';

// Version skew (docs/deploying-remotes.md, "Version skew"): the composed app with the previous
// release of mf-games, built from a fixed earlier commit of its sources, and the current build of
// the shell and every other remote. The sources come from git history (`git archive`), never from
// committed build output, and are built with today's node_modules by scripts/release.mjs.
const PREVIOUS_COMMIT = '0de4d6ebcdc91e9dfc2ae8c6920d720f8de9fe10'; // mf-games before viewers lost 'Play'
const PREVIOUS_VERSION = `previous-${PREVIOUS_COMMIT.slice(0, 10)}`;
const APP_PORT = Number(process.env.E2E_PORT ?? 3100) + 11;
const RELEASES_DIR = mkdtempSync(join(tmpdir(), 'flourishly-e2e-skew-releases-'));
const SOURCES_NAME = PREVIOUS_COMMIT.slice(0, 10);
const SOURCES_DIR = sourcesFolder(SOURCES_NAME);
let stopApp: () => void;

test.use({ baseURL: `http://localhost:${APP_PORT}` });

/** The JavaScript file names of a build: each carries its content hash. */
const scriptsOf = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.js'));

test.beforeAll(async () => {
  test.setTimeout(240_000);
  rmSync(SOURCES_DIR, { recursive: true, force: true });
  mkdirSync(SOURCES_DIR, { recursive: true });
  const archive = join(SOURCES_DIR, 'sources.tar');
  execFileSync('git', ['archive', '--format=tar', `--output=${archive}`, PREVIOUS_COMMIT, 'mf-games'], { cwd: REPO });
  execFileSync('tar', ['-xf', archive, '-C', SOURCES_DIR]);
  execFileSync(
    process.execPath,
    [join(REPO, 'scripts', 'release.mjs'), 'mf-games', '--source', join(SOURCES_DIR, 'mf-games'), '--version', PREVIOUS_VERSION],
    { env: { ...process.env, RELEASES_DIR }, stdio: 'ignore' },
  );
  execFileSync(process.execPath, [join(REPO, 'scripts', 'release.mjs'), 'mf-games', 'activate', PREVIOUS_VERSION], {
    env: { ...process.env, RELEASES_DIR },
    stdio: 'ignore',
  });
  stopApp = await startOwnApp(APP_PORT, { RELEASES_DIR });
});

test.afterAll(() => {
  stopApp?.();
  rmSync(RELEASES_DIR, { recursive: true, force: true });
  removeSourcesFolder(SOURCES_NAME);
});

/** Creates a 7-year-old for the signed-in parent through the API (the wizard has its own tests). */
async function createChild(page: Page) {
  const user = await (await page.request.get('/api/user')).json();
  const birth = new Date();
  birth.setFullYear(birth.getFullYear() - 7);
  birth.setDate(birth.getDate() - 10);
  const response = await page.request.post('/api/child-profiles', {
    data: {
      parentId: user.id,
      name: 'Maya',
      dateOfBirth: birth.toISOString().slice(0, 10),
      gender: 'female',
      primaryDevelopmentalConcern: 'language',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}

test('the previous release of mf-games works with the current shell and remotes', async ({ page }) => {
  test.setTimeout(120_000);
  // The previous release is another build than the current one.
  expect(scriptsOf(join(RELEASES_DIR, 'mf-games', PREVIOUS_VERSION))).not.toEqual(scriptsOf(join(REPO, 'mf-games', 'dist')));
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const gamesFolders = new Set<string>();
  page.on('response', (response) => {
    const match = /\/(releases\/mf-games\/[^/]+|remotes\/games)\/mf-manifest\.json$/.exec(new URL(response.url()).pathname);
    if (match) gamesFolders.add(match[1]);
  });

  await registerAndCompleteProfile(page);
  const childId = await createChild(page);

  // The child page (mf-children) with its dashboard tab (mf-dashboard) and the Games card (mf-games, previous).
  await page.goto(`/child-profiles/${childId}`);
  const gamesCard = page.getByRole('region', { name: 'Games', exact: true });
  await expect(gamesCard.getByRole('link', { name: 'View All' })).toHaveAttribute('href', `/child-profiles/${childId}/games`);
  await expect(gamesCard.getByRole('link', { name: /^Play / }).first()).toBeVisible();

  // The Games tab and a whole game, whose completion refreshes the other remotes' data.
  await page.goto(`/child-profiles/${childId}/games`);
  await page.getByPlaceholder('Search games...').fill('addition');
  const contentResponse = page.waitForResponse((response) => /\/api\/games\/\d+\/content/.test(response.url()));
  await page.getByRole('link', { name: 'Play Game: Addition Adventure' }).click();
  const questions = (await (await contentResponse).json())[0].content.questions as { question: string; correctAnswer: number }[];
  for (const [index, question] of questions.entries()) {
    await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
    await page.keyboard.press(String(question.correctAnswer + 1));
    await expect(page.getByText('Correct! Great job!')).toBeVisible();
    await page.getByRole('button', { name: index === questions.length - 1 ? 'Finish Game' : 'Next Question' }).click();
  }
  await expectToast(page, 'Game completed!');
  await expect(page).toHaveURL(new RegExp(`/child-profiles/${childId}$`));

  // Progress Reports (mf-dashboard) reads the game the previous mf-games recorded.
  await page.goto(`/child-profiles/${childId}/progress-reports`);
  const cognitiveRow = page
    .getByRole('table', { name: 'Games progress by domain' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Cognitive' }) });
  await expect(cognitiveRow.getByRole('cell')).toHaveText(['1', '1', '100%', '2']);

  await expect(page.getByText('This part of Flourishly is unavailable right now')).toHaveCount(0);
  expect([...gamesFolders]).toEqual([`releases/mf-games/${PREVIOUS_VERSION}`]);
  expect(pageErrors).toEqual([]);
});
