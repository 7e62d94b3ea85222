import { expect, test, type Page } from '@playwright/test';
import { APP_ORIGIN, createChild, registerAndCompleteProfile } from './support';

/**
 * No page is wider than the screen (docs/product.md, "Fits every screen"): every page, signed out
 * and signed in, each tab, the report, the shared report, a game and the dialogs, at 360, 412 and
 * 1280 px, with a child whose name is one 60-character word. A page that overflows fails with the
 * elements that stick out.
 */
const WIDTHS = [360, 412, 1280];
const LONG_NAME = `Adalovelacebyronkingnoelmilbankecountessoflovelacewolfeschle`;

/** The document's width and the elements reaching past the right edge (up to 3), at this moment. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const documentWidth = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (documentWidth > width) {
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.right > width + 1 && box.width > 0) {
          const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ').pop()}`;
          culprits.push(`${label} (${Math.round(box.right)}px)`);
          if (culprits.length === 3) break;
        }
      }
    }
    return { width, documentWidth, culprits };
  });
}

/** Opens `path` and waits until its data has arrived (no spinner, a quiet network). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByTestId('spinner')).toHaveCount(0, { timeout: 10_000 });
}

/** Checks every width for the page `visit` shows (it opens it, or opens a dialog on it). */
async function checkAtEveryWidth(page: Page, name: string, visit: () => Promise<void>, problems: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await visit();
    const { documentWidth, culprits } = await overflow(page);
    if (documentWidth > width) problems.push(`${name} at ${width}px is ${documentWidth}px wide: ${culprits.join(', ')}`);
  }
}

test('every page fits 360, 412 and 1280 px screens, with a child named by a 60-character word', async ({ page, browser }) => {
  test.setTimeout(600_000);
  const problems: string[] = [];
  const signedOut = await browser.newPage();
  for (const path of ['/', '/auth', '/register', '/forgot-password', '/privacy']) {
    await checkAtEveryWidth(signedOut, path, () => open(signedOut, path), problems);
  }

  await registerAndCompleteProfile(page, { fullName: LONG_NAME, email: `fit.${Date.now()}@example.com`, password: 'a-long-password' });
  const childId = await createChild(page, LONG_NAME, 3);
  const invitation = await page.request.post(`/api/child-profiles/${childId}/invitations`, {
    headers: { Origin: APP_ORIGIN },
    data: { role: 'viewer' },
  });
  const { token: inviteToken } = (await invitation.json()) as { token: string };
  await checkAtEveryWidth(signedOut, 'the invitation, signed out', () => open(signedOut, `/invite/${inviteToken}`), problems);
  const link = await page.request.post(`/api/child-profiles/${childId}/report-links`, {
    headers: { Origin: APP_ORIGIN },
    data: { expiresInDays: 3 },
  });
  const { token: reportToken } = (await link.json()) as { token: string };
  await checkAtEveryWidth(signedOut, 'the shared report', () => open(signedOut, `/shared/report/${reportToken}`), problems);
  await signedOut.close();

  const games = (await (await page.request.get(`/api/child-profiles/${childId}/game-recommendations`)).json()) as {
    game: { id: number };
  }[];
  const child = `/child/${childId}`;
  const pages = [
    '/',
    '/children',
    '/activities',
    '/assessments',
    '/reports',
    '/settings',
    '/notifications',
    child,
    `${child}/learning-path`,
    `${child}/activities`,
    `${child}/games`,
    `${child}/progress-reports`,
    `${child}/edit`,
    `${child}/add-activity`,
    `${child}/assessment/new`,
    `${child}/development-report`,
    `/parent-tips?childId=${childId}`,
    `/invite/${inviteToken}`,
    ...(games[0] ? [`/games/${games[0].game.id}?childId=${childId}`] : []),
  ];
  for (const path of pages) await checkAtEveryWidth(page, path, () => open(page, path), problems);

  await checkAtEveryWidth(
    page,
    'the add-child wizard',
    async () => {
      await open(page, '/');
      await page.getByRole('button', { name: 'Add Another Child' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    problems,
  );
  await checkAtEveryWidth(
    page,
    'the sharing dialog',
    async () => {
      await open(page, child);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    problems,
  );
  expect(problems).toEqual([]);
});

test('a new child’s page: every tab in sight on a phone, and no empty space around the Games card', async ({ page }) => {
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Ira', 0);
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, `/child/${childId}`);
  // The tab strip is not cut: every tab lies within the screen.
  const tabs = page.getByRole('navigation', { name: 'Child sections' }).getByRole('link');
  await expect(tabs).toHaveText(['Dashboard', 'Learning Path', 'Activities', 'Games', 'Progress Reports', 'Growth', 'Immunisations']);
  for (const tab of await tabs.all()) {
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  // The Games card's slot is no taller than the card once it has loaded.
  const card = page.getByRole('region', { name: 'Games' });
  await expect(card).toBeVisible();
  const gap = await card.evaluate(
    (element) => element.parentElement!.getBoundingClientRect().height - element.getBoundingClientRect().height,
  );
  expect(gap).toBeLessThanOrEqual(1);
});

test('the add-child wizard keeps its checkboxes full size beside two-line labels', async ({ page }) => {
  await registerAndCompleteProfile(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, '/');
  await page.getByRole('button', { name: 'Add Your First Child' }).click();
  await page.getByLabel("Child's name").fill('Leo');
  await page.getByLabel('Date of birth').fill('2022-03-01');
  await page.getByRole('button', { name: 'Next Step' }).click();
  const boxes = page.getByRole('dialog').getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) {
    const size = (await box.boundingBox())!;
    expect(Math.round(size.width)).toBeGreaterThanOrEqual(17);
    expect(Math.round(size.height)).toBeGreaterThanOrEqual(17);
  }
});
