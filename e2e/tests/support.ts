import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A new parent's credentials, unique per call. */
export function newParent(name = 'Maya Patel') {
  counter += 1;
  return { fullName: name, email: `parent.${Date.now()}.${counter}@example.com`, password: 'a-long-password' };
}

/** Registers through /auth and completes the profile, ending on the parent dashboard. */
export async function registerAndCompleteProfile(page: Page, parent = newParent()) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(parent.fullName);
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel('Password', { exact: true }).fill(parent.password);
  await page.getByLabel('Confirm password').fill(parent.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile-completion$/);
  await page.getByRole('button', { name: 'Complete profile' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${parent.fullName}` })).toBeVisible();
  return parent;
}

/** The app's own origin: the CSRF check (csrf-origin.middleware.ts) trusts a change that names it. */
export const APP_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/** yyyy-MM-dd of a local date. */
export const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Creates a child of `years` years and a month for the signed-in parent through the API (the
 * wizard has its own tests); `answers` overrides the gender and focus. Returns the child's id.
 */
export async function createChild(
  page: Page,
  name: string,
  years: number,
  answers: { gender?: string; primaryDevelopmentalConcern?: string } = {},
): Promise<number> {
  const me = await (await page.request.get('/api/user')).json();
  const birth = new Date();
  birth.setFullYear(birth.getFullYear() - years);
  birth.setDate(birth.getDate() - 30);
  const response = await page.request.post('/api/child-profiles', {
    headers: { Origin: APP_ORIGIN },
    data: {
      parentId: me.id,
      name,
      dateOfBirth: isoDate(birth),
      gender: 'other',
      primaryDevelopmentalConcern: 'none',
      ...answers,
      profileCompleted: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/** Signs in through /auth. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** axe-core's (WCAG 2 A/AA) serious or critical violations on the page, as "rule: targets". */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Runs axe-core (WCAG 2 A/AA) and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/**
 * The Latin-script words a page shows (its visible text, its title and the accessible names,
 * placeholders and alternative texts of its visible elements), e-mail addresses and web addresses left out, that
 * are not in `allowed` (lower case): English left in a page of another language.
 */
export async function latinWordsOutside(page: Page, allowed: ReadonlySet<string>): Promise<string[]> {
  const text = await page.evaluate(() => {
    const attributes = Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))
      .filter((element) => element.getClientRects().length > 0)
      .flatMap((element) => ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''));
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
  const words = text.replace(/\S+@\S+\.\w+|https?:\/\/\S+/g, ' ').match(/[A-Za-z]+/g) ?? [];
  return [...new Set(words)].filter((word) => !allowed.has(word.toLowerCase()));
}

/** The page's width past the viewport's, in CSS pixels (0 when nothing scrolls sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.scrollingElement!.scrollWidth - window.innerWidth));
}

/** Opens `path` and waits until its data has arrived (a quiet network, no spinner). */
export async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await expect(page.getByTestId('spinner')).toHaveCount(0, { timeout: 10_000 });
}

/** Expects the visible toast to show `text` (title or description). */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId('toast').filter({ hasText: text })).toBeVisible();
}
