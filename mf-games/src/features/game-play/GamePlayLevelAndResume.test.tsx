import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { GAME_MESSAGES, type Game, type GameContent } from '@flourishly/contracts';
import { GamePlayPage } from '../../exposes/GamePlayPage';
import {
  apiError,
  handlers,
  makeChildListItem,
  makeGame,
  makeGameProgress,
  renderWithPlatform,
  type EndpointCall,
} from '../../testing/render-with-platform';

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 3);
  return date.toISOString().slice(0, 10);
};

/** Content whose questions name the seed they were drawn with, as the server's do. */
const contentFor = (seed: number): GameContent => [
  {
    content: {
      seed,
      questions: [1, 2, 3].map((n) => ({ question: `Seed ${seed}, question ${n}?`, answers: ['yes', 'no'], correctAnswer: 0 })),
    },
    hints: [],
  },
];

/** A 7-year-old (the child list gives the date of birth) and Missing Letter (ages 6-8), never played (404). */
function setup(age = 7, game: Partial<Game> = {}, savedLevel: number | null = null) {
  let nextSeed = 100;
  let sessions = 0;
  const calls: EndpointCall[] = [];
  const record =
    <T,>(answer: (call: EndpointCall) => T) =>
    (call: EndpointCall) => {
      calls.push(call);
      return answer(call);
    };
  handlers.games.game(
    record(({ params }) => (params.id === '1' ? makeGame({ title: 'Missing Letter', minAge: 6, maxAge: 8, ...game }) : apiError(404))),
  );
  handlers.children.childList(
    record(() => [makeChildListItem({ id: 3, name: 'Maya', dateOfBirth: yearsAgo(age), role: 'owner', sharedBy: null })]),
  );
  handlers.children.child.fail(404);
  handlers.games.gameTime.fail(404);
  handlers.games.gameProgress(
    record(({ query }) =>
      query.gameId !== '1'
        ? apiError(404)
        : savedLevel !== null
          ? makeGameProgress({ currentLevel: savedLevel, bestScore: 80, bestPercent: 100, timesPlayed: 3 })
          : apiError(404, 'No progress in this game yet'),
    ),
  );
  handlers.games.gameContent(
    record(({ params, query }) => {
      if (params.id !== '1') return apiError(404);
      const seed = typeof query.seed === 'string' ? query.seed : undefined;
      return contentFor(seed ? Number(seed) : (nextSeed += 1));
    }),
  );
  handlers.games.startGameSession(record(() => ({ id: 40 + (sessions += 1) })));
  return calls;
}

/** Colour Mixer (3-8): levels 1-3 answer with colours, 4-5 with words. */
const COLOUR_MIXER = { title: 'Colour Mixer', minAge: 3, maxAge: 8, preReaderLevels: 3 };

const renderPlay = () => renderWithPlatform(<GamePlayPage />, { path: '/games/1?childId=3', pattern: '/games/:gameId' });

afterEach(() => window.sessionStorage.clear());

it('starts a 7-year-old without progress at the level for their age, not at three-letter words', async () => {
  const calls = setup(7);
  renderPlay();
  expect(await screen.findByText('Level 3')).toBeInTheDocument();
  expect(calls.some((call) => call.url.startsWith('/api/games/1/content?difficultyLevel=3'))).toBe(true);
  expect(calls.some((call) => call.url.startsWith('/api/games/1/content?difficultyLevel=1'))).toBe(false);
  await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ difficultyLevel: 3 }));
});

it('keeps a child under 6 at the levels answered in pictures, whatever the saved level or the age', async () => {
  // A 5-year-old would start at level 2 and has unlocked 5; pre-readers play levels 1-3.
  const calls = setup(5, COLOUR_MIXER, 5);
  renderPlay();
  expect(await screen.findByText('Level 3')).toBeInTheDocument();
  expect(calls.some((call) => call.url.startsWith('/api/games/1/content?difficultyLevel=3'))).toBe(true);
  expect(calls.some((call) => /difficultyLevel=[45]/.test(call.url))).toBe(false);
});

it('opens every unlocked level again from age 6', async () => {
  setup(6, COLOUR_MIXER, 5);
  renderPlay();
  expect(await screen.findByText('Level 5')).toBeInTheDocument();
});

it('starts the youngest age of the game at level 1', async () => {
  setup(6);
  renderPlay();
  expect(await screen.findByText('Level 1')).toBeInTheDocument();
});

it('survives a reload: the same questions, at the same question, in the same session', async () => {
  const user = userEvent.setup();
  const calls = setup(7);
  const first = renderPlay();
  await screen.findByRole('heading', { name: 'Seed 101, question 1?' });
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: /yes/ }));
  await user.click(screen.getByRole('button', { name: GAME_MESSAGES.nextQuestion }));
  await screen.findByRole('heading', { name: 'Seed 101, question 2?' });
  first.unmount();

  renderPlay();
  expect(await screen.findByRole('heading', { name: 'Seed 101, question 2?' })).toBeInTheDocument();
  expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  expect(screen.getByText('Score: 10')).toBeInTheDocument();
  expect(calls.some((call) => call.url === '/api/games/1/content?difficultyLevel=3&seed=101')).toBe(true);
  // The session already started is kept: no second one is created.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});

it('offline, resumes after a reload from the questions of its first read (kept by the service worker) when they have the same seed', async () => {
  const user = userEvent.setup();
  const calls = setup(7);
  const first = renderPlay();
  await screen.findByRole('heading', { name: 'Seed 101, question 1?' });
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: /yes/ }));
  await user.click(screen.getByRole('button', { name: GAME_MESSAGES.nextQuestion }));
  await screen.findByRole('heading', { name: 'Seed 101, question 2?' });
  first.unmount();

  // Offline: the seeded read finds no network; the first read (no seed) is answered from its copy.
  handlers.games.gameContent(({ query }) => (typeof query.seed === 'string' ? HttpResponse.error() : contentFor(101)));
  renderPlay();
  expect(await screen.findByRole('heading', { name: 'Seed 101, question 2?' })).toBeInTheDocument();
  expect(screen.getByText('Score: 10')).toBeInTheDocument();
  expect(screen.queryByText(GAME_MESSAGES.fetchContent)).not.toBeInTheDocument();
});

it('offline, does not play questions of another seed: the content error shows', async () => {
  const user = userEvent.setup();
  setup(7);
  const first = renderPlay();
  await screen.findByRole('heading', { name: 'Seed 101, question 1?' });
  await user.click(screen.getByRole('button', { name: /yes/ }));
  first.unmount();

  handlers.games.gameContent(({ query }) => (typeof query.seed === 'string' ? HttpResponse.error() : contentFor(555)));
  renderPlay();
  expect(await screen.findByText(GAME_MESSAGES.fetchContent, { selector: '[data-testid="toast"] *' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Seed 555/ })).not.toBeInTheDocument();
});
