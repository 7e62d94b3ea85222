import { expect, test, type Page } from '@playwright/test';
import {
  APP_ORIGIN,
  createChild,
  horizontalOverflow,
  latinWordsOutside,
  openSettled,
  registerAndCompleteProfile,
  seriousA11yViolations,
} from './support';

const PARENT = 'Maya Patel';
const CHILD = 'Aarav';

/**
 * Latin words a Hindi signed-in page may show (docs/architecture.md, "Languages": names, codes
 * and units stay as they are): the product, the names this test gives and their initials (the
 * avatars), vaccine codes and the bodies whose schedules and standards the app names, units,
 * Intl's own hi-IN output ("9:00 am"), and products and formats named by their names.
 */
const NAMES_AND_CODES = [
  'Flourishly',
  ...PARENT.split(' '),
  CHILD,
  ...'M P A'.split(' '),
  // The children named in games' questions (backend/src/games/content/generators/themes.ts).
  ...'Mia Leo Ava Sam Zara Noah Lily Omar Ella Ben Aisha Max'.split(' '),
  ...'BCG OPV IPV DTaP DTwP DTP Tdap Td Hib HepA HepB Hep PCV MMR MR TCV JE HPV Rota RV Varicella WHO CDC IAP ACVIP UIP AAP BMI'.split(' '),
  ...'kg cm g lb oz'.split(' '),
  ...'am pm'.split(' '),
  ...'Google Calendar Apple JSON PDF'.split(' '),
];

/**
 * Publications the app cites (sources of tips, activities and milestones), under their own
 * English titles: names, which the sources' lists and badges show as published.
 */
const SOURCE_TITLES = `Positive Parenting Tips Preschoolers years American Academy of Pediatrics Media and Young Minds
  CASEL s five social and emotional learning competencies Learn the Signs Act Early www gov ActEarly ZERO TO THREE
  guidelines on physical activity sedentary behaviour and sleep for under CPSC small parts rule CFR ASTM F toy safety
  standard cords at most toys months policy statement Grade level expectations Common Core State Standards milestones
  Sleep Medicine Paruthi et al J Clin Med Reach Out Read HealthyChildren org Child Growth Standards Reference`.split(/\s+/);

/**
 * English still shown on these pages in Hindi, by page: texts the server sends or the page's
 * catalog holds untranslated so far. Listed so that new English fails; remove a page's entry
 * when its texts are translated.
 */
const KNOWN_ENGLISH: Record<string, string> = {};

/** Lower-cased words allowed on the page of `route` (a path with :id for the child and :gameId for the game). */
function allowedOn(route: string): Set<string> {
  const known = KNOWN_ENGLISH[route]?.split(/\s+/) ?? [];
  return new Set([...NAMES_AND_CODES, ...SOURCE_TITLES, ...known].map((word) => word.toLowerCase()));
}

/** A 4-year-old with an answered milestone checklist (so the development pages show results), through the API, and the game to play. */
async function seedChild(page: Page): Promise<{ childId: number; gameId: number }> {
  const childId = await createChild(page, CHILD, 4, { gender: 'male', primaryDevelopmentalConcern: 'language' });
  const form = await (await page.request.get(`/api/child-profiles/${childId}/milestone-checklist`)).json();
  const answers = Object.fromEntries(form.checklist.items.map((item: { key: string }) => [item.key, 'yes']));
  const assessment = await page.request.post(`/api/child-profiles/${childId}/assessments`, {
    headers: { Origin: APP_ORIGIN },
    data: { checklistKey: form.checklist.key, answers },
  });
  expect(assessment.status()).toBe(201);
  // A game whose questions are written in Hindi too (the pre-readers' colours game).
  const games = (await (await page.request.get('/api/games')).json()) as { id: number; slug: string }[];
  const gameId = games.find((game) => game.slug === 'colour-hunt')?.id;
  expect(gameId).toBeDefined();
  return { childId, gameId: gameId! };
}

/** What stays English, sticks out sideways or fails axe on the page shown now, as problems named by `name`. */
async function check(page: Page, name: string, route: string, problems: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const english = await latinWordsOutside(page, allowedOn(route));
  if (english.length) problems.push(`${name}: English words ${english.join(' ')}`);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) problems.push(`${name}: ${overflow}px wider than the 360px screen`);
  for (const violation of await seriousA11yViolations(page)) problems.push(`${name}: ${violation}`);
}

test('a parent who sets Hindi sees every signed-in page in Hindi, with nothing English but names and codes, fitting 360 px, with no serious accessibility problems', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await registerAndCompleteProfile(page, { fullName: PARENT, email: `hindi.${Date.now()}@example.com`, password: 'a-long-password' });

  // The language switch of the phone's menu: the choice is saved in the parent's settings.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect.poll(async () => (await (await page.request.get('/api/user')).json()).locale).toBe('hi');
  // After the choice, so the child's first plan is announced in Hindi.
  const { childId, gameId } = await seedChild(page);

  const child = `/child/${childId}`;
  const pages = [
    '/',
    '/dashboard',
    '/children',
    child,
    `${child}/learning-path`,
    `${child}/activities`,
    `${child}/games`,
    `${child}/progress-reports`,
    `${child}/growth`,
    `${child}/immunisations`,
    `${child}/edit`,
    `${child}/add-activity`,
    `${child}/assessment/new`,
    `${child}/development-report`,
    '/activities',
    '/assessments',
    '/reports',
    '/games',
    `/games/${gameId}?childId=${childId}`,
    `/parent-tips?childId=${childId}`,
    '/notifications',
    '/settings',
    '/profile',
    '/help',
  ];
  const problems: string[] = [];
  for (const path of pages) {
    await openSettled(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
    const route = path.startsWith(child) ? path.replace(child, '/child/:id') : path.replace(/^\/games\/\d+\?.*$/, '/games/:gameId');
    await check(page, path, route, problems);
  }

  await openSettled(page, '/');
  await page.getByRole('button', { name: 'एक और बच्चा जोड़ें' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'the add-child questionnaire', '/', problems);

  await openSettled(page, child);
  await page.getByRole('button', { name: 'साझा करें' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'the sharing dialog', '/child/:id', problems);

  expect(problems).toEqual([]);
});
