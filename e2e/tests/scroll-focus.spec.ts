import { expect, test, type Page } from '@playwright/test';
import { createChild, expectToast, registerAndCompleteProfile } from './support';

// A phone: the pages are long there, so an address that keeps the previous page's scroll shows
// the middle of the next one (docs/architecture.md, "Scroll and focus").
test.use({ viewport: { width: 412, height: 823 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The page opened at its top, with focus on its heading `name`. */
async function expectOpenedAtTop(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
}

/** Scrolls to the bottom of the page as a parent would, and returns where it stopped. */
async function scrollToBottom(page: Page) {
  await page.mouse.wheel(0, 10_000);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  return scrollY(page);
}

test('a new page opens at its top with focus on its heading; back restores the position', async ({ page }) => {
  test.setTimeout(180_000);
  // The profile form is taller than the phone: "Complete profile" is pressed at its bottom.
  const parent = await registerAndCompleteProfile(page);
  await expectOpenedAtTop(page, `Welcome, ${parent.fullName}`);

  const childId = await createChild(page, 'Ada', 4);
  await page.goto(`/child/${childId}`);
  const profile = page.getByRole('region', { name: 'Development Profile' });
  await profile.getByRole('link', { name: 'Take First Assessment' }).scrollIntoViewIfNeeded();
  const childPageY = await scrollY(page);
  expect(childPageY).toBeGreaterThan(0);
  await profile.getByRole('link', { name: 'Take First Assessment' }).click();
  await expectOpenedAtTop(page, 'New Assessment for Ada');

  // Back: the child page where it was left; forward: the assessment at its top again.
  await page.goBack();
  await expect(profile.getByRole('link', { name: 'Take First Assessment' })).toBeVisible();
  // Within a few lines of where it was: a card above may still settle its height after the restore.
  await expect.poll(async () => Math.abs((await scrollY(page)) - childPageY)).toBeLessThanOrEqual(80);
  await expect(profile.getByRole('link', { name: 'Take First Assessment' })).toBeInViewport();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'New Assessment for Ada' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  // Submitting from the bottom of the last step opens the report at its top.
  for (let step = 1; ; step += 1) {
    await expect(page.getByText(new RegExp(`^Step ${step} of \\d+`))).toBeVisible();
    const groups = page.getByRole('group');
    for (let index = 0; index < (await groups.count()); index += 1) {
      await groups.nth(index).getByRole('radio', { name: 'Yes', exact: true }).check();
    }
    const next = page.getByRole('button', { name: /^Next: / });
    if (!(await next.isVisible())) break;
    await next.click();
  }
  await page.getByRole('button', { name: 'Submit Assessment' }).click();
  await expectToast(page, 'Assessment saved');
  await expectOpenedAtTop(page, 'Development Report for Ada');
});

test('a game opens at its title, and its end brings the child page at its top', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Ben', 7);
  await page.goto(`/child-profiles/${childId}/games`);
  await expect(page.getByRole('list', { name: 'All games' }).getByRole('listitem').first()).toBeVisible();
  await scrollToBottom(page);

  const play = page.getByRole('link', { name: 'Play Game: Addition Adventure' });
  await play.scrollIntoViewIfNeeded();
  const content = page.waitForResponse((response) => /\/api\/games\/\d+\/content/.test(response.url()));
  await play.click();
  const questions = (await (await content).json())[0].content.questions as { answers: string[]; correctAnswer: number }[];
  await expect(page.getByRole('heading', { level: 1, name: 'Addition Adventure' })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  for (const [index, question] of questions.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${questions.length}`)).toBeVisible();
    await page.keyboard.press(String(question.correctAnswer + 1));
    await page.keyboard.press('Enter');
  }
  await expectToast(page, 'Game completed!');
  await expect(page).toHaveURL(new RegExp(`/child-profiles/${childId}$`), { timeout: 5000 });
  await expectOpenedAtTop(page, 'Ben');
});
