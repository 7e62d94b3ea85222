import { expect, request, test, type Locator } from '@playwright/test';
import { openSettled } from './support';

/**
 * The Games card of a child's page in Hindi on a phone (mf-games' GamesCard): the recommended
 * games' "खेलें" (Play) links and every other word of the card stay whole at 360 and 390 px,
 * where the body's `overflow-wrap: anywhere` would let a squeezed button break a word.
 */
test.use({ locale: 'hi-IN', isMobile: true, hasTouch: true });

/**
 * The words of `card` whose letters lie on more than one line (a word broken across lines); a
 * hyphenated word may wrap after its hyphen ("सामाजिक-" / "भावनात्मक"), so each part counts alone.
 */
async function brokenWords(card: Locator): Promise<string[]> {
  return card.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.bottom)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('the Games card’s “खेलें” links and its other words stay whole on 360 and 390 px phones in Hindi', async ({
  page,
  baseURL,
}, testInfo) => {
  // A Hindi parent with a 4-year-old, through the API; the browser then opens the child's page.
  const api = await request.newContext({ baseURL });
  const call = async (method: 'post' | 'patch', path: string, data: unknown) => {
    const response = await api[method](path, { data });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
    return response.json();
  };
  const user = await call('post', '/api/register', {
    fullName: 'Maya Patel',
    email: `games-card.${Date.now()}@example.com`,
    password: 'a-long-password',
  });
  await call('post', `/api/users/${user.id}/profile`, { selectedInterests: ['storytelling'] });
  await call('patch', `/api/users/${user.id}/settings`, { locale: 'hi' });
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 4);
  born.setUTCDate(born.getUTCDate() - 30);
  const child = await call('post', '/api/child-profiles', {
    parentId: user.id,
    name: 'Aarav',
    dateOfBirth: born.toISOString().slice(0, 10),
    gender: 'male',
    primaryDevelopmentalConcern: 'cognitive',
  });
  await page.context().addCookies((await api.storageState()).cookies);
  await api.dispose();

  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await openSettled(page, `/child/${child.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const card = page.locator(`[aria-labelledby="games-card-heading-${child.id}"]`);
    const play = card.getByRole('link', { name: /खेलें$/ });
    await expect(play.first()).toBeVisible();
    expect(await play.count()).toBeGreaterThan(0);
    for (const link of await play.all()) await expect(link).toHaveText('खेलें');
    await card.scrollIntoViewIfNeeded();
    await testInfo.attach(`games card at ${width} px`, { body: await card.screenshot(), contentType: 'image/png' });
    await card.screenshot({ path: testInfo.outputPath(`games-card-hi-${width}.png`) });
    expect({ width, broken: await brokenWords(card) }).toEqual({ width, broken: [] });
  }
});
