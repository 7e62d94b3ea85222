import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';

const THANK_YOU = 'Thank you for your inquiry. Our team will contact you soon!';
const SECTIONS = ['features', 'for-parents', 'for-teachers', 'how-it-works', 'pricing', 'footer'];

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Understand your child');
  // The server's prerendered first screen has given way to the page itself, which responds.
  await expect(page.locator('#first-screen')).toHaveCount(0);
}

test('the first screen arrives with the page: it shows before any script runs, then the live page takes its place', async ({ browser }) => {
  const { baseURL } = test.info().project.use;
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Understand your child. Support every stage of growing up.');
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  await expect(page.getByText('50,000+', { exact: true })).toBeVisible();
  const prerendered = await page.getByRole('heading', { level: 1 }).boundingBox();
  await noScript.close();

  const live = await browser.newPage({ baseURL });
  await openLanding(live);
  await expect(live.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await live.getByRole('heading', { level: 1 }).boundingBox()).toEqual(prerendered);
  await live.close();
});

test('the landing page: anchors, sign-in links, stats, pricing and no serious accessibility problems', async ({ page }) => {
  await openLanding(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/signin');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/signup');
  await expect(page.getByRole('link', { name: 'Start Free Trial' }).first()).toHaveAttribute('href', '/signup');
  for (const value of ['50,000+', '12,000+', '98%', '85%']) await expect(page.getByText(value, { exact: true })).toBeVisible();
  for (const price of ['₹749', '₹1,499', '₹2,399', 'On request']) await expect(page.getByText(price, { exact: true })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Sections' });
  for (const id of SECTIONS) {
    await nav.locator(`a[href="#${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  await expectNoSeriousA11yViolations(page);

  await header.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('feature tabs move with the arrow keys', async ({ page }) => {
  await openLanding(page);
  const first = page.getByRole('tab', { name: 'Assessment Engine' });
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Child Persona' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Child Persona' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel', { name: 'Communication Hub' })).toBeVisible();
});

test('Book a Demo opens the contact modal; sending shows the alert, closes it and stores the inquiry', async ({ page }) => {
  await openLanding(page);
  await page.getByRole('button', { name: 'Book a Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact our team' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('School/Organization Name')).toHaveCount(0);
  await dialog.getByLabel('Topic').selectOption({ label: 'Schools' });
  await expect(dialog.getByLabel('School/Organization Name')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Name', { exact: true }).fill('Meera Iyer');
  await dialog.getByLabel('Email').fill('meera@greenfield.example');
  await dialog.getByLabel('School/Organization Name').fill('Greenfield Montessori');
  await dialog.getByLabel('Message').fill('A demo for our parents, please.');

  const stored = page.waitForResponse((response) => response.url().endsWith('/api/inquiries'));
  const alertShown = new Promise<string>((resolve) => {
    page.once('dialog', async (alert) => {
      resolve(alert.message());
      await alert.accept();
    });
  });
  await dialog.getByRole('button', { name: 'Send inquiry' }).click();
  expect(await alertShown).toBe(THANK_YOU);
  await expect(dialog).toBeHidden();
  expect((await stored).status()).toBe(201);
});

test('the alert shows even when the inquiry cannot be stored', async ({ page }) => {
  await page.route('**/api/inquiries', (route) => route.fulfill({ status: 503, body: 'down' }));
  await openLanding(page);
  await page.getByRole('button', { name: 'Book a Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact our team' });
  await dialog.getByLabel('Name', { exact: true }).fill('Rahul');
  await dialog.getByLabel('Email').fill('rahul@example.com');
  await dialog.getByLabel('Message').fill('Hello');
  const alertShown = new Promise<string>((resolve) => {
    page.once('dialog', async (alert) => {
      resolve(alert.message());
      await alert.accept();
    });
  });
  await dialog.getByRole('button', { name: 'Send inquiry' }).click();
  expect(await alertShown).toBe(THANK_YOU);
  await expect(dialog).toBeHidden();
});

test('the newsletter box subscribes an email', async ({ page }) => {
  await openLanding(page);
  const footer = page.getByRole('contentinfo');
  // As a reader scrolls down to it: the sign-up form loads when the footer comes near.
  await footer.scrollIntoViewIfNeeded();
  await footer.getByLabel('Email address').fill(`reader.${Date.now()}@example.com`);
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/newsletter'));
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  expect((await stored).status()).toBe(201);
  await expect(footer.getByText(/Thanks for subscribing/)).toBeVisible();
});

test("the footer's legal links open their notices, signed out, with no serious accessibility problems", async ({ page }) => {
  await openLanding(page);
  const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(legal.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  await expect(legal.getByRole('link', { name: 'Cookie' })).toHaveAttribute('href', '/cookies');
  await legal.getByRole('link', { name: 'COPPA Compliance' }).click();
  await expect(page).toHaveURL(/\/coppa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Children’s Privacy (COPPA)' })).toBeVisible();
  await expect(page.getByText('Last updated: 28 November 2026')).toBeVisible();
  await expect(page.getByText('A parent creates and controls every child profile, and gives every detail in it.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Legal notices' }).getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  await expect(page.getByText(/Name: flourishly\.sid/)).toBeVisible();
  // Reading the notices signed out sets no cookie.
  expect(await page.context().cookies()).toEqual([]);
  await page.getByRole('link', { name: 'Flourishly', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Understand your child');
});

test('at 375 px the sections sit in a keyboard-usable menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openLanding(page);
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('navigation', { name: 'Sections menu' });
  await expect(panel.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await panel.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#pricing')).toBeInViewport();
  const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(noHorizontalScroll).toBe(true);
});
