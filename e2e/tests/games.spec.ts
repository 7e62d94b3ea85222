import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectToast, registerAndCompleteProfile } from './support';

interface Question {
  question: string;
  answers: string[];
  correctAnswer: number;
  pictures?: string[];
  answerPictures?: string[];
}

/** A birth date that makes the child `years` old today. */
function yearsAgo(years: number) {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 10);
  return date.toISOString().slice(0, 10);
}

/** Creates a 7-year-old (or a child of `years`) for the signed-in parent through the API (the wizard has its own tests). */
async function createChild(page: Page, years = 7) {
  const user = await (await page.request.get('/api/user')).json();
  const response = await page.request.post('/api/child-profiles', {
    data: {
      parentId: user.id,
      name: 'Maya',
      dateOfBirth: yearsAgo(years),
      gender: 'female',
      primaryDevelopmentalConcern: 'language',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id as number;
}

/** Opens a game from its card and returns the level's questions as the server sent them. */
async function openGame(page: Page, title: string) {
  const contentResponse = page.waitForResponse((response) => /\/api\/games\/\d+\/content/.test(response.url()));
  await page.getByRole('link', { name: `Play Game: ${title}` }).click();
  const content = await (await contentResponse).json();
  return content[0].content.questions as Question[];
}

test('a parent finds, filters and plays a game with a 7-year-old, and the next play starts a level higher', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndCompleteProfile(page);
  const childId = await createChild(page);

  // The Games tab: every card for the child's age, search and domain filter.
  await page.goto(`/child-profiles/${childId}/games`);
  const cards = page.getByRole('list', { name: 'All games' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Honesty Trail' })).toHaveCount(0); // ages 8-12
  await expect(page.getByRole('heading', { name: 'Counting Garden' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const search = page.getByPlaceholder('Search games...');
  await search.fill('SPELLING');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText('Spelling Bee');
  await search.fill('no such game at all');
  await expect(page.getByText('No games found')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters or search query.')).toBeVisible();
  await search.fill('');
  await page.getByLabel('Domain').selectOption({ label: 'Moral' });
  // The list holds every game whose range overlaps 0-7: Kind Choices (2-6), Fair or Not (6-10),
  // Kindness Quest (6-8) and Fair Play Arena (6-10); Honesty Trail (8-12) is not for a 7-year-old.
  await expect(cards).toHaveCount(4);
  await expect(cards.getByText('Moral', { exact: true })).toHaveCount(4);
  await page.getByLabel('Domain').selectOption({ label: 'All domains' });

  // Recommended: only games for a 7-year-old, each with its reason.
  await page.getByRole('button', { name: 'Recommended' }).click();
  const recommended = page.getByRole('list', { name: 'Recommended games' }).getByRole('listitem');
  await expect(recommended.first()).toBeVisible();
  await expect(recommended.first().getByText('Recommended:')).toBeVisible();
  await expect(recommended.first()).toContainText('language');
  for (const ageText of await recommended.getByText(/^Age \d+-\d+$/).allTextContents()) {
    const [min, max] = ageText.replace('Age ', '').split('-').map(Number);
    expect(min).toBeLessThanOrEqual(7);
    expect(max).toBeGreaterThanOrEqual(7);
  }
  await expectNoSeriousA11yViolations(page);

  // Play Addition Adventure (ages 5-8) at the level that fits a 7-year-old, level 3: first answer
  // wrong, then right, by keyboard.
  await page.getByRole('button', { name: 'All games' }).click();
  await search.fill('addition');
  const questions = await openGame(page, 'Addition Adventure');
  await expect(page).toHaveURL(new RegExp(`/games/\\d+\\?childId=${childId}$`));
  const gameUrl = page.url();
  await expect(page.getByText('Level 3', { exact: true })).toBeVisible();
  await expect(page.getByText(`Question 1 of ${questions.length}`)).toBeVisible();
  expect(questions.length).toBeGreaterThanOrEqual(8);

  await page.getByRole('button', { name: 'Use Hint' }).click();
  await expectToast(page, 'Hint');

  let expectedScore = 0;
  for (const [index, question] of questions.entries()) {
    await expect(page.getByRole('heading', { name: question.question })).toBeVisible();
    const right = question.correctAnswer;
    const choice = index === 0 ? (right + 1) % question.answers.length : right;
    if (index === 1) {
      await page.getByRole('button', { name: question.answers[choice], exact: true }).click();
    } else {
      await page.keyboard.press(String(choice + 1));
    }
    if (choice === right) {
      expectedScore += 10;
      await expect(page.getByText('Correct! Great job!')).toBeVisible();
    } else {
      await expect(page.getByText(`Not quite right. The correct answer is: ${question.answers[right]}`)).toBeVisible();
      // Answers are locked once chosen.
      await expect(page.getByRole('button', { name: question.answers[right], exact: true })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
    }
    await expect(page.getByText(`Score: ${expectedScore}`)).toBeVisible();
    const isLast = index === questions.length - 1;
    await expect(page.getByRole('button', { name: isLast ? 'Finish Game' : 'Next Question' })).toBeFocused();
    await page.keyboard.press('Enter');
  }

  // 7 of 8 correct: 88%, the excellent feedback, a success toast, then back to the profile.
  const correct = questions.length - 1;
  await expect(page.getByText(`Score: ${correct * 10}`)).toBeVisible();
  await expect(page.getByText("Excellent! You're ready for more challenging questions.")).toBeVisible();
  await expectToast(page, 'Game completed!');
  await expect(page).toHaveURL(new RegExp(`/child-profiles/${childId}$`), { timeout: 5000 });

  // The child dashboard's Games card (federated from the games remote) links to the full list.
  const gamesCard = page.getByRole('region', { name: 'Games', exact: true });
  await expect(gamesCard.getByRole('link', { name: 'View All' })).toHaveAttribute('href', `/child-profiles/${childId}/games`);

  // Progress Reports lists the game under its domain: 1 game, 1 session, 88%, level 4 reached.
  await page.goto(`/child-profiles/${childId}/progress-reports`);
  const gamesProgress = page.getByRole('table', { name: 'Games progress by domain' });
  const cognitiveRow = gamesProgress.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cognitive' }) });
  await expect(cognitiveRow.getByRole('cell')).toHaveText(['1', '1', `${Math.round((correct / questions.length) * 100)}%`, '4']);
  await expectNoSeriousA11yViolations(page);

  // Replay starts at the next level.
  await page.goto(gameUrl);
  await expect(page.getByText('Level 4', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
});

test('game play without a child id goes home, and an unknown game says so', async ({ page }) => {
  await registerAndCompleteProfile(page);
  const childId = await createChild(page);
  await page.goto('/games/1');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/games/999999?childId=${childId}`);
  await expect(page.getByRole('heading', { name: 'Game Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a 4-year-old hears each question read aloud and answers with pictures', async ({ page }) => {
  // Records what the browser's speech synthesis is asked to say.
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spokenTexts: spoken });
    Object.assign(window.speechSynthesis, {
      speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance.text),
      cancel: () => undefined,
    });
  });
  await registerAndCompleteProfile(page);
  const childId = await createChild(page, 4);
  await page.goto(`/child-profiles/${childId}/games`);

  const feelings = await openGame(page, 'Feeling Faces');
  const [first] = feelings;
  await expect(page.getByRole('heading', { name: first.question })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { spokenTexts: string[] }).spokenTexts.join(' ')))
    .toContain(first.question);

  const answers = page.getByRole('group', { name: 'Answers' });
  const faces = answers.getByRole('img');
  await expect(faces).toHaveCount(first.answers.length);
  expect(await faces.evaluateAll((images) => images.map((image) => image.getAttribute('aria-label')))).toEqual(
    first.answers.map((answer) => `${answer} face`),
  );
  await expectNoSeriousA11yViolations(page);
  await answers.getByRole('button', { name: `${first.answers[first.correctAnswer]} face` }).click();
  await expect(page.getByText('Correct! Great job!')).toBeVisible();
  // The speaker is drawn in SVG, not an emoji.
  await expect(page.getByRole('button', { name: /read aloud/i }).locator('svg')).toHaveCount(1);

  // A reload resumes the game at the same question, with the score so far.
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByRole('heading', { name: feelings[1].question })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: feelings[1].question })).toBeVisible();
  await expect(page.getByText(`Question 2 of ${feelings.length}`)).toBeVisible();
  await expect(page.getByText('Score: 10')).toBeVisible();

  // Counting Garden shows the things to count as pictures.
  await page.goto(`/child-profiles/${childId}/games`);
  const [count] = await openGame(page, 'Counting Garden');
  await expect(page.getByRole('list', { name: 'Pictures' }).getByRole('img')).toHaveCount(count.pictures?.length ?? -1);
  expect(count.pictures?.length).toBe(Number(count.answers[count.correctAnswer]));
  // A pre-reader's tiles show the number only, with no key number beside it.
  expect(await page.getByRole('group', { name: 'Answers' }).getByRole('button').allTextContents()).toEqual(count.answers);

  // No game of a 4-year-old asks for written answers: Opposite Island starts at 6, and Colour
  // Mixer answers with colours to pick.
  await page.goto(`/child-profiles/${childId}/games`);
  await expect(page.getByRole('link', { name: 'Play Game: Colour Mixer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play Game: Opposite Island' })).toHaveCount(0);
  const [colour] = await openGame(page, 'Colour Mixer');
  await expect(page.getByText('Level 1', { exact: true })).toBeVisible();
  const splashes = page.getByRole('group', { name: 'Answers' }).getByRole('img');
  await expect(splashes).toHaveCount(colour.answers.length);
  expect(await splashes.evaluateAll((images) => images.map((image) => image.getAttribute('aria-label')))).toEqual(colour.answers);
  await expectNoSeriousA11yViolations(page);
});
