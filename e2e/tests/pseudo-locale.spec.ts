import { expect, test, type Page } from '@playwright/test';
import { createChild, horizontalOverflow, openSettled, registerAndCompleteProfile } from './support';

/**
 * The pseudo-locale (`?pseudo-locale=en-XA`: FormatJS's English, accented and about a third
 * longer, in brackets; docs/architecture.md, "Languages") on a 360 px phone: longer texts than
 * English must still fit, so a language longer than English does too.
 */

/** Elements whose text is cut: overflow hidden or clipped and content wider than the box (up to 5), and the page's sideways overflow. */
async function clipped(page: Page) {
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const style = getComputedStyle(element);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      // Visually hidden labels are 1 px boxes on purpose.
      if (element.clientWidth <= 1 || element.getClientRects().length === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.innerText.trim()) {
        const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
        found.push(`${label} "${element.innerText.trim().slice(0, 40)}" (${element.scrollWidth}px in ${element.clientWidth}px)`);
        if (found.length === 5) break;
      }
    }
    return found;
  });
  return { cut, overflow: await horizontalOverflow(page) };
}

/** Whether the page shows the pseudo-locale: a bracketed text with accented letters. */
async function expectPseudoLocale(page: Page) {
  await expect(page.locator('body')).toContainText(/\[[^\]\n]*[\u0100-\u024f][^\]\n]*\]/);
}

async function collect(page: Page, name: string, problems: string[]) {
  const { cut, overflow } = await clipped(page);
  if (overflow > 0) problems.push(`${name}: ${overflow}px wider than the 360px screen`);
  for (const element of cut) problems.push(`${name}: ${element}`);
}

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('the landing page in the pseudo-locale fits 360 px with no text cut', async ({ page }) => {
  await page.goto('/?pseudo-locale=en-XA');
  await expectPseudoLocale(page);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('#pricing')).toBeAttached();
  const problems: string[] = [];
  await collect(page, '/', problems);
  expect(problems).toEqual([]);
});

test('the main signed-in pages in the pseudo-locale fit 360 px with no text cut, and ?pseudo-locale=off turns it off', async ({ page }) => {
  test.setTimeout(180_000);
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 'Aarav', 4);
  const child = `/child/${childId}`;
  const problems: string[] = [];
  await openSettled(page, '/?pseudo-locale=en-XA');
  await expectPseudoLocale(page);
  for (const path of [
    '/',
    '/children',
    child,
    `${child}/learning-path`,
    `${child}/growth`,
    `${child}/immunisations`,
    '/activities',
    '/assessments',
    '/reports',
    '/settings',
    '/notifications',
  ]) {
    await openSettled(page, path);
    // The device keeps the pseudo-locale from page to page.
    await expectPseudoLocale(page);
    await collect(page, path, problems);
  }
  expect(problems).toEqual([]);

  await openSettled(page, '/?pseudo-locale=off');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/^Welcome, /);
});
