import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, latinWordsOutside } from './support';

const HINDI_TITLE = 'अपने बच्चे को समझें। बड़े होने के हर पड़ाव पर उसका साथ दें।';
const ENGLISH_TITLE = 'Understand your child. Support every stage of growing up.';

/** Latin words a Hindi landing page may show: names, codes, the contact address and English named in itself. */
const LATIN_ALLOWED = new Set(
  [
    'Flourishly',
    'COPPA',
    'AI',
    'English',
    'hello',
    'flourishly',
    'app',
    'Priya',
    'S',
    'Daniel',
    'M',
    'Ms',
    'Fernandes',
    ...'Greenfield Montessori Riverside Primary Little Oaks Preschool Sunrise International School Maple Leaf Academy'.split(' '),
  ].map((word) => word.toLowerCase()),
);

/** Scrolls to the footer, so the sections below the first screen and the footer have loaded. */
async function loadWholePage(page: Page) {
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('#pricing')).toBeAttached();
}

test.describe('a phone whose browser asks for Hindi', () => {
  test.use({ locale: 'hi-IN', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('gets the landing page in Hindi, with nothing English but names and codes, fitting 360 px, with no serious accessibility problems', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_TITLE);
    // The English first screen has given way to the live page, in Hindi.
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('link', { name: 'मुफ़्त ट्रायल शुरू करें' })).toHaveAttribute('href', '/signup');

    await loadWholePage(page);
    const pricing = page.locator('#pricing');
    for (const price of ['₹749', '₹1,499', '₹2,399']) await expect(pricing.getByText(price, { exact: true })).toBeVisible();
    await expect(pricing.getByText('प्रति माह')).toHaveCount(3);

    expect(await latinWordsOutside(page, LATIN_ALLOWED)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);
  });

  test('gets the legal notices framed in Hindi, their English text marked so, with no serious accessibility problems', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('गोपनीयता नीति');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByText('अभी यह सूचना सिर्फ़ अंग्रेज़ी में है।')).toBeVisible();
    await expect(page.locator('article [lang="en"]')).toContainText('What we keep about you');
    await expectNoSeriousA11yViolations(page);
  });

  test('switches to English from the menu, and keeps English for the next visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_TITLE);
    await page.getByRole('button', { name: 'मेन्यू' }).click();
    await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');

    await page.reload();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_TITLE);
  });
});

test('a visitor who picks Hindi on the landing page finds the app in Hindi after following Log In', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HINDI_TITLE);
  await page.getByRole('link', { name: 'लॉग इन करें' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
