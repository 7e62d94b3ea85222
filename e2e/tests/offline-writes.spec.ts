import { expect, test, type Page } from '@playwright/test';
import { createChild, expectNoSeriousA11yViolations, expectToast, registerAndCompleteProfile } from './support';

// Offline and installed (docs/architecture.md): a measurement or a dose recorded without a network
// shows at once, marked "will be saved when you are back online", and is saved once when the
// network returns; a game loaded before is played offline and its session saved on return.

/** Waits until the service worker controls the page. */
async function serviceWorkerReady(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
  });
}

/** Waits until the service worker has kept the signed-in parent's copy of `path` (it keeps it after answering). */
async function kept(page: Page, path: string) {
  await page.waitForFunction(async (wanted) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('flourishly-api-')) continue;
      const cache = await caches.open(name);
      if ((await cache.keys()).some((request) => new URL(request.url).pathname + new URL(request.url).search === wanted)) return true;
    }
    return false;
  }, path);
}

test('offline: a measurement and a dose show at once, marked to be saved, and are saved once when back online', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await registerAndCompleteProfile(page);
  // A month old: the birth doses are due.
  const childId = await createChild(page, 'Ada', 0, { gender: 'female' });
  await page.goto(`/child-profiles/${childId}/immunisations`);
  await serviceWorkerReady(page);
  // Once controlled, the page's reads go through the worker, which keeps copies of them.
  await page.reload();
  const tab = page.getByRole('region', { name: 'Immunisations' });
  const first = tab.locator('li[data-status]').first();
  await expect(first).toBeVisible();
  const doseName = (await first.locator('strong').textContent()) as string;
  await kept(page, `/api/child-profiles/${childId}/immunizations`);
  await page.goto(`/child-profiles/${childId}/growth`);
  await expect(page.getByText('No measurements yet.')).toBeVisible();
  await kept(page, `/api/child-profiles/${childId}/measurements`);
  await kept(page, '/api/user');

  await context.setOffline(true);
  await page.reload();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText('You are offline.');

  // The measurement: listed at once, marked.
  const form = page.getByRole('form', { name: 'Add a measurement' });
  await form.getByLabel('Weight (kg)').fill('4.6');
  await form.getByRole('button', { name: 'Save measurement' }).click();
  await expectToast(page, 'Measurement will be saved when you are back online');
  const list = page.getByRole('list', { name: 'Measurements' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('4.6 kg');
  await expect(list.getByTestId('queued-offline')).toHaveText('Will be saved when you are back online');
  await expect(notice).toContainText('1 change will be saved when you are back online.');
  await expectNoSeriousA11yViolations(page);

  // The dose: given at once, marked, with nothing to undo or remove yet.
  await page.goto(`/child-profiles/${childId}/immunisations`);
  // Tapped once the page has finished reading its copies, as a parent would.
  await page.waitForLoadState('networkidle');
  await tab.getByRole('button', { name: `Given today: ${doseName}` }).click();
  await expect(tab.getByRole('status')).toContainText(`${doseName} recorded as given: it will be saved when you are back online.`);
  const given = tab.locator('li[data-status="given"]');
  await expect(given).toHaveCount(1);
  await expect(given.getByTestId('queued-offline')).toBeVisible();
  await expect(given.getByRole('button')).toHaveCount(0);
  await expect(notice).toContainText('2 changes will be saved when you are back online.');

  await context.setOffline(false);
  // Sent once the network returns: the marks and the notice go, the dose stays given.
  await expect(notice).toBeHidden({ timeout: 20_000 });
  await expect(given).toHaveCount(1);
  await expect(given.getByTestId('queued-offline')).toHaveCount(0);
  await expect(given.getByRole('button', { name: `Remove: ${doseName}` })).toBeVisible();
  const doses = (await (await page.request.get(`/api/child-profiles/${childId}/immunizations`)).json()) as {
    doses: { status: string }[];
  };
  expect(doses.doses.filter((dose) => dose.status === 'given')).toHaveLength(1);
  const measurements = (await (await page.request.get(`/api/child-profiles/${childId}/measurements`)).json()) as { weightKg: number }[];
  expect(measurements.map((measurement) => measurement.weightKg)).toEqual([4.6]);

  // The queue is empty: another visit sends nothing more.
  await page.goto(`/child-profiles/${childId}/growth`);
  await expect(page.getByRole('list', { name: 'Measurements' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('queued-offline')).toHaveCount(0);
  expect(await (await page.request.get(`/api/child-profiles/${childId}/measurements`)).json()).toHaveLength(1);
});

/** The body of the worker's copy of the game's content at `level` read without a seed (waits until it is kept). */
async function keptContent(page: Page, gameId: number, level: number) {
  const read = () =>
    page.evaluate(
      async (wanted) => {
        for (const name of await caches.keys()) {
          if (!name.startsWith('flourishly-api-')) continue;
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            const url = new URL(request.url);
            const unseeded = !url.searchParams.has('seed') && url.searchParams.get('difficultyLevel') === String(wanted.level);
            if (url.pathname === `/api/games/${wanted.gameId}/content` && unseeded)
              return (await cache.match(request, { ignoreVary: true }))?.json();
          }
        }
        return null;
      },
      { gameId, level },
    );
  await expect.poll(read).not.toBeNull();
  return (await read()) as { content: { questions: Question[] } }[];
}

interface Question {
  question: string;
  answers: string[];
  correctAnswer: number;
}

test('offline: a game loaded before starts and is played through without a network, and its session is saved once on return', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Maya', 7, { gender: 'female' });
  const games = (await (await page.request.get('/api/games')).json()) as { id: number; title: string }[];
  const game = games.find((entry) => entry.title === 'Addition Adventure') as { id: number };
  const gameUrl = `/games/${game.id}?childId=${childId}`;

  await page.goto(gameUrl);
  await serviceWorkerReady(page);
  // Opened again (afresh, as a new game), under the worker, which keeps its reads; then left unplayed.
  for (let visit = 0; visit < 2; visit += 1) {
    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    // A 7-year-old starts Addition Adventure (ages 5-8) at level 3.
    await expect(page.getByText('Level 3', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  }
  const user = (await (await page.request.get('/api/user')).json()) as { id: number };
  for (const path of [
    '/api/user',
    `/api/games/${game.id}`,
    `/api/child-profiles/${childId}/game-time`,
    `/api/users/${user.id}/child-profiles`,
  ])
    await kept(page, path);
  await keptContent(page, game.id, 3);

  // Opened again without a network, as a new game: it starts from the kept questions.
  await context.setOffline(true);
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toContainText('You are offline.');
  await expect(page.getByText('Level 3', { exact: true })).toBeVisible();
  const questions = (await keptContent(page, game.id, 3))[0].content.questions;
  for (const [index, question] of questions.entries()) {
    await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
    // A child's pace: the server refuses a result faster than a second per correct answer.
    await page.waitForTimeout(1_100);
    await page.keyboard.press(String(question.correctAnswer + 1));
    await expect(page.getByText('Correct! Great job!')).toBeVisible();
    const isLast = index === questions.length - 1;
    await page.getByRole('button', { name: isLast ? 'Finish Game' : 'Next Question' }).click();
  }
  await expectToast(page, 'Game completed!');
  await expect(page.getByTestId('offline-notice')).toContainText('1 change will be saved when you are back online.');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toBeHidden({ timeout: 20_000 });
  // One completed session: the one played offline (those started online were never completed).
  const summary = async () =>
    (
      (await (await page.request.get(`/api/child-profiles/${childId}/game-progress/summary`)).json()) as { sessionsCompleted: number }[]
    ).reduce((sum, domain) => sum + domain.sessionsCompleted, 0);
  await expect.poll(summary).toBe(1);
  const progress = await (await page.request.get(`/api/child-profiles/${childId}/game-progress?gameId=${game.id}`)).json();
  expect(progress).toMatchObject({ timesPlayed: 1, bestPercent: 100 });
});
