import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GAME_FEEDBACK, GAME_LIMIT_MESSAGES, GAME_MESSAGES, type endpoints, type GameContent } from '@flourishly/contracts';
import { HttpResponse } from 'msw';
import { OFFLINE_QUEUED_HEADER } from '@flourishly/platform/offline-protocol';
import { GamePlayPage } from '../../exposes/GamePlayPage';
import {
  apiError,
  handlers,
  makeChildListItem,
  makeChildProfile,
  makeContent,
  makeGame,
  makeGameSessionResult,
  makeGameTime,
  renderWithPlatform,
  testUser,
  type Answer,
  type EndpointCall,
} from '../../testing/render-with-platform';

/** The endpoints the page calls, by the key a test overrides them with. */
interface Endpoints {
  game: typeof endpoints.game;
  child: typeof endpoints.child;
  children: typeof endpoints.childList;
  gameTime: typeof endpoints.gameTime;
  progress: typeof endpoints.gameProgress;
  content: typeof endpoints.gameContent;
  session: typeof endpoints.startGameSession;
  complete: typeof endpoints.completeGameSession;
}
type Key = keyof Endpoints;
/** A fixed answer (undefined: 404), or one per call (the nth call, possibly answered later). */
type Reply<K extends Key> =
  Answer<Endpoints[K]> | undefined | ((nth: number) => Answer<Endpoints[K]> | undefined | Promise<Answer<Endpoints[K]> | undefined>);

/** Answers every endpoint the page calls (`overrides` first), and returns all their calls in order. */
function setup(overrides: { [K in Key]?: Reply<K> } = {}) {
  const calls: EndpointCall[] = [];
  const counts: Partial<Record<Key, number>> = {};
  const reply =
    <K extends Key>(key: K, fallback: Reply<K>) =>
    async (call: EndpointCall) => {
      calls.push(call);
      counts[key] = (counts[key] ?? 0) + 1;
      const value = key in overrides ? overrides[key] : fallback;
      const answer = await (typeof value === 'function' ? value(counts[key]) : value);
      return (answer ?? apiError(404)) as never;
    };
  handlers.games.game(({ params, ...call }) => (params.id === '1' ? reply('game', makeGame())({ params, ...call }) : apiError(404)));
  handlers.children.child(reply('child', undefined));
  handlers.children.childList(reply('children', undefined));
  handlers.games.gameTime(reply('gameTime', undefined));
  handlers.games.gameProgress(reply('progress', undefined));
  handlers.games.gameContent(reply('content', makeContent(3, ['Count on one more.'])));
  handlers.games.startGameSession(reply('session', { id: 41 }));
  handlers.games.completeGameSession(reply('complete', makeGameSessionResult({ id: 41 })));
  return calls;
}

const failure = apiError(500, 'boom');
const toastText = (text: string) => screen.findByText(text, { selector: '[data-testid="toast"] *' });

/** Answers the only question of a one-question game right and presses Finish. */
async function playOneQuestion(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'What is 0 + 1?' });
  await user.keyboard('1');
  await user.click(screen.getByRole('button', { name: GAME_MESSAGES.finishGame }));
}

const renderPlay = (path = '/games/1?childId=3', user = testUser) =>
  renderWithPlatform(<GamePlayPage />, {
    user,
    path,
    pattern: '/games/:gameId',
    routes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/child-profiles/:childId', element: <p>Child profile page</p> },
    ],
  });

describe('GamePlayPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    // A game left unfinished is kept for a reload (saved-play.ts): each test starts afresh.
    window.sessionStorage.clear();
  });

  it("shows a kind notice and today's plan when the server refuses the session for the daily limit (429)", async () => {
    const calls = setup({
      child: makeChildProfile({ id: 3, name: 'Maya', dateOfBirth: '2019-01-01', dailyGameLimitMinutes: 30 }),
      session: apiError(429, GAME_LIMIT_MESSAGES.reached('Maya', 30)),
    });
    renderPlay();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const notice = await screen.findByRole('region', { name: "That's all the game time for today" }, { timeout: 5000 });
    await waitFor(() => expect(notice).toHaveTextContent(GAME_LIMIT_MESSAGES.reached('Maya', 30)), { timeout: 5000 });
    expect(within(notice).getByRole('link', { name: "See today's plan" })).toHaveAttribute('href', '/child/3');
    expect(screen.queryByRole('heading', { name: 'What is 0 + 1?' })).not.toBeInTheDocument();
    expect(screen.queryByText(GAME_MESSAGES.sessionCreateFailed)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('does not start a session when the game time says the limit is already reached', async () => {
    const calls = setup({ gameTime: makeGameTime({ limitMinutes: 60, playedMinutes: 60, remainingMinutes: 0, limitReached: true }) });
    renderPlay();
    expect(await screen.findByRole('region', { name: "That's all the game time for today" }, { timeout: 5000 })).toHaveTextContent(
      /60-minute daily limit/,
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('starts at level 1 without progress (404), creates one session and plays with scores and feedback', async () => {
    const calls = setup();
    renderPlay();
    expect(await screen.findByRole('heading', { name: 'What is 0 + 1?' })).toBeInTheDocument();
    expect(screen.getByText('Level 1')).toBeInTheDocument();
    expect(screen.getByText('Level 1')).not.toHaveAttribute('aria-label');
    // The back link is named 'Back'; its arrow is hidden from assistive tech.
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('href', '/child-profiles/3/games');
    expect(within(back).getByText('←')).toHaveAttribute('aria-hidden', 'true');
    // The feedback region exists before any answer, so its text is announced when it appears.
    const regionsBefore = screen.getAllByRole('status');
    const feedbackRegion = () => regionsBefore.find((region) => region.textContent !== '' && !region.closest('[data-testid="toast"]'));
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/games/1/content?difficultyLevel=1')).toBe(true);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      childId: 3,
      gameId: 1,
      difficultyLevel: 1,
      duration: 0,
      score: 0,
    });

    // Right answer: +10, locked choices, explanation, Next.
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    expect(screen.getByText(GAME_MESSAGES.correct)).toBeInTheDocument();
    const region = feedbackRegion() as HTMLElement;
    expect(region).toHaveTextContent(`${GAME_MESSAGES.correct}0 + 1 = 1.`);
    expect(screen.getByText('0 + 1 = 1.')).toBeInTheDocument();
    expect(screen.getByText('Score: 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5' })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await userEvent.click(screen.getByRole('button', { name: GAME_MESSAGES.nextQuestion }));

    // Wrong answer with key 2: no points, the right answer is named.
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(region).toBeInTheDocument();
    expect(region).toHaveTextContent(/^$/);
    await userEvent.keyboard('2');
    expect(screen.getByText('Not quite right. The correct answer is: 2')).toBeInTheDocument();
    expect(region).toHaveTextContent('Not quite right. The correct answer is: 2');
    expect(screen.getByText('Score: 10')).toBeInTheDocument();
    await userEvent.keyboard('1');
    expect(screen.getByText('Score: 10')).toBeInTheDocument();
    // Focus is on Next: Enter continues.
    expect(screen.getByRole('button', { name: GAME_MESSAGES.nextQuestion })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await userEvent.keyboard('1');
    expect(screen.getByRole('button', { name: GAME_MESSAGES.finishGame })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: GAME_MESSAGES.finishGame }));

    // The focused Finish button is gone: focus is on the completion heading.
    expect(screen.getByRole('heading', { name: GAME_MESSAGES.completeHeading })).toHaveFocus();
    expect(await screen.findByText(GAME_FEEDBACK.good)).toBeInTheDocument();
    expect(screen.getByText('2 of 3 correct (67%)')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      score: 20,
      correctAnswers: 2,
      totalQuestions: 3,
      feedback: GAME_FEEDBACK.good,
    });
    expect(await screen.findByText(GAME_MESSAGES.completedTitle)).toBeInTheDocument();
    expect(screen.getByText(GAME_MESSAGES.resultSaved)).toBeInTheDocument();
  });

  it('returns to the profile 2000 ms after the result is saved, not before', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup({ content: makeContent(1) });
    renderPlay();
    await playOneQuestion(user);
    expect(await toastText(GAME_MESSAGES.completedTitle)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByText('Child profile page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: GAME_MESSAGES.completeHeading })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Child profile page')).toBeInTheDocument();
  });

  it('starts at the saved level and shows hints as toasts', async () => {
    const calls = setup({
      progress: { childId: 3, gameId: 1, currentLevel: 3, bestScore: 80, bestPercent: 100, timesPlayed: 1, lastPlayedAt: null },
      content: makeContent(2, ['Count on one more.', '']),
    });
    renderPlay();
    await screen.findByRole('heading', { name: 'What is 0 + 1?' });
    expect(screen.getByText('Level 3')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/games/1/content?difficultyLevel=3')).toBe(true);
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ difficultyLevel: 3 }));
    await userEvent.click(screen.getByRole('button', { name: GAME_MESSAGES.useHint }));
    expect(await screen.findByText('Count on one more.')).toBeInTheDocument();
    expect(screen.getByText(GAME_MESSAGES.hintTitle)).toBeInTheDocument();
    await userEvent.keyboard('1');
    await userEvent.click(screen.getByRole('button', { name: GAME_MESSAGES.nextQuestion }));
    await userEvent.click(screen.getByRole('button', { name: GAME_MESSAGES.useHint }));
    expect(await screen.findByText(GAME_MESSAGES.noHintDescription)).toBeInTheDocument();
    expect(screen.getByText(GAME_MESSAGES.noHintTitle)).toBeInTheDocument();
  });

  it('starts at level 1 with one toast when the progress cannot be read, and without one when there is none (404)', async () => {
    const calls = setup({ progress: failure, content: makeContent(1) });
    const { unmount } = renderPlay();
    await screen.findByRole('heading', { name: 'What is 0 + 1?' });
    expect(screen.getByText('Level 1')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/games/1/content?difficultyLevel=1')).toBe(true);
    expect(await toastText(GAME_MESSAGES.fetchProgress)).toBeInTheDocument();
    expect(screen.getAllByText(GAME_MESSAGES.fetchProgress)).toHaveLength(1);
    unmount();

    setup({ progress: apiError(404, 'No progress'), content: makeContent(1) });
    renderPlay();
    await screen.findByRole('heading', { name: 'What is 0 + 1?' });
    expect(screen.getByText('Level 1')).toBeInTheDocument();
    expect(screen.queryByText(GAME_MESSAGES.fetchProgress)).not.toBeInTheDocument();
  });

  it('shows the excellent feedback at 80% or more', async () => {
    setup({ content: makeContent(1) });
    renderPlay();
    await screen.findByRole('heading', { name: 'What is 0 + 1?' });
    await userEvent.keyboard('1');
    await userEvent.click(screen.getByRole('button', { name: GAME_MESSAGES.finishGame }));
    expect(await screen.findByText(GAME_FEEDBACK.excellent)).toBeInTheDocument();
  });

  it('shows the keep-trying feedback under 60%', async () => {
    setup({ content: makeContent(1) });
    renderPlay();
    await screen.findByRole('heading', { name: 'What is 0 + 1?' });
    await userEvent.keyboard('3');
    await userEvent.click(screen.getByRole('button', { name: GAME_MESSAGES.finishGame }));
    expect(await screen.findByText(GAME_FEEDBACK.keepTrying)).toBeInTheDocument();
  });

  it('redirects to / when childId or gameId is missing', async () => {
    setup();
    renderPlay('/games/1');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it("shows 'Game Not Found' with 'Go Home' for an unknown game", async () => {
    setup({ game: undefined });
    renderPlay();
    expect(await screen.findByRole('heading', { name: GAME_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GAME_MESSAGES.goHome })).toHaveAttribute('href', '/');
  });

  it.each<[string, Reply<'content'>]>([
    ['malformed content', [{ content: '{not json' }]],
    ['no questions', [{ content: { questions: [] } }]],
    ['an empty list', []],
    ['a failed call', apiError(500, 'boom')],
  ])('shows the load-problem text for %s', async (_label, content) => {
    setup({ content });
    renderPlay();
    expect(await screen.findByText(GAME_MESSAGES.loadProblem)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GAME_MESSAGES.backToProfile })).toHaveAttribute('href', '/child-profiles/3');
  });

  it("toasts 'Failed to fetch game content' when the content call fails", async () => {
    setup({ content: apiError(503, 'down') });
    renderPlay();
    expect(await screen.findByText(GAME_MESSAGES.fetchContent)).toBeInTheDocument();
  });

  it('reads content given as JSON text with hints as JSON text', async () => {
    const [item] = makeContent(1, ['A JSON hint']);
    setup({ content: [{ content: JSON.stringify(item.content), hints: JSON.stringify(item.hints) }] });
    renderPlay();
    await screen.findByRole('heading', { name: 'What is 0 + 1?' });
    await userEvent.click(screen.getByRole('button', { name: GAME_MESSAGES.useHint }));
    expect(await screen.findByText('A JSON hint')).toBeInTheDocument();
  });

  it('toasts the section-8 errors when the session or the result cannot be saved', async () => {
    setup({ session: apiError(500, 'boom'), content: makeContent(1) });
    renderPlay();
    expect(await screen.findByText(GAME_MESSAGES.sessionCreateFailed)).toBeInTheDocument();
    await userEvent.keyboard('1');
    await userEvent.click(screen.getByRole('button', { name: GAME_MESSAGES.finishGame }));
    expect(await screen.findByText(GAME_MESSAGES.resultSaveFailed, { selector: '[data-testid="toast"] *' })).toBeInTheDocument();
  });

  it('toasts the result-saving error when completion fails, and stays on the page past the redirect delay', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup({ complete: failure, content: makeContent(1) });
    renderPlay();
    await playOneQuestion(user);
    expect(await toastText(GAME_MESSAGES.resultSaveFailed)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Child profile page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: GAME_MESSAGES.completeHeading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GAME_MESSAGES.backToProfile })).toHaveAttribute('href', '/child-profiles/3');
    expect(screen.getByRole('button', { name: GAME_MESSAGES.tryAgain })).toBeInTheDocument();
  });

  it("offers 'Try again' when saving fails, which re-sends the same result", async () => {
    const calls = setup({
      complete: (nth) => (nth === 1 ? failure : makeGameSessionResult({ id: 41 })),
      content: makeContent(1),
    });
    renderPlay();
    await playOneQuestion(userEvent.setup());
    expect(await toastText(GAME_MESSAGES.resultSaveFailed)).toBeInTheDocument();
    expect(screen.getByText(GAME_MESSAGES.resultSaveFailed, { selector: '[role="status"]' })).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: GAME_MESSAGES.tryAgain });
    expect(screen.getByRole('link', { name: GAME_MESSAGES.backToProfile })).toBeInTheDocument();

    await userEvent.click(retry);
    expect(await toastText(GAME_MESSAGES.completedTitle)).toBeInTheDocument();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(patches[1].body).toEqual(patches[0].body);
    expect(patches[1].body).toMatchObject({ score: 10, correctAnswers: 1, totalQuestions: 1 });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // The button is gone once saved; focus stays on the card.
    expect(screen.queryByRole('button', { name: GAME_MESSAGES.tryAgain })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: GAME_MESSAGES.completeHeading })).toHaveFocus();
  });

  it('waits for a session still being created when Finish is pressed', async () => {
    let answerSession: (answer: { id: number }) => void = () => undefined;
    const calls = setup({
      session: () => new Promise<{ id: number }>((resolve) => (answerSession = resolve)),
      content: makeContent(1),
    });
    renderPlay();
    await playOneQuestion(userEvent.setup());
    expect(screen.getByText(GAME_MESSAGES.savingResult)).toBeInTheDocument();
    await act(async () => undefined);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(screen.queryByText(GAME_MESSAGES.resultSaveFailed)).not.toBeInTheDocument();

    await act(async () => answerSession({ id: 41 }));
    expect(await toastText(GAME_MESSAGES.completedTitle)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls.filter((call) => call.url === '/api/game-sessions/41/complete')).toHaveLength(1);
  });

  it('creates the session again at Finish when it could not be created at the start', async () => {
    const calls = setup({
      session: (nth) => (nth === 1 ? failure : { id: 41 }),
      content: makeContent(1),
    });
    renderPlay();
    expect(await toastText(GAME_MESSAGES.sessionCreateFailed)).toBeInTheDocument();
    await playOneQuestion(userEvent.setup());
    expect(await toastText(GAME_MESSAGES.completedTitle)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1].body).toEqual(posts[0].body);
    expect(calls.filter((call) => call.url === '/api/game-sessions/41/complete')).toHaveLength(1);
  });

  it('offline, plays on when the session cannot start, and saves the whole session at the end, queued by the service worker', async () => {
    const calls = setup({ session: () => HttpResponse.error(), content: makeContent(1) });
    const played = handlers.games.recordPlayedGameSession(
      new Response(null, { status: 202, headers: { [OFFLINE_QUEUED_HEADER]: 'true' } }) as never,
    );
    const before = Date.now();
    renderPlay();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    await playOneQuestion(userEvent.setup());
    expect(await toastText(GAME_MESSAGES.completedTitle)).toBeInTheDocument();
    expect(screen.queryByText(GAME_MESSAGES.sessionCreateFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(GAME_MESSAGES.resultSaveFailed)).not.toBeInTheDocument();
    // No second start and no completion of a session that does not exist: the whole session, once.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(played).toHaveLength(1);
    expect(played[0].body).toEqual({
      childId: 3,
      gameId: 1,
      difficultyLevel: 1,
      startedAt: expect.any(String),
      completedAt: expect.any(String),
      score: 10,
      correctAnswers: 1,
      totalQuestions: 1,
    });
    const { startedAt, completedAt } = played[0].body as { startedAt: string; completedAt: string };
    expect(Date.parse(startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(completedAt)).toBeGreaterThanOrEqual(Date.parse(startedAt));
  });

  it('gives a viewer who opens the address a note with the way back instead of the game, and starts no session', async () => {
    let answerList: (answer: ReturnType<typeof makeChildListItem>[]) => void = () => undefined;
    const list = new Promise<ReturnType<typeof makeChildListItem>[]>((resolve) => (answerList = resolve));
    const calls = setup({ children: () => list });
    renderPlay();
    // The game has loaded, the role not yet: the page waits, and no session starts. (The level, and
    // so the content, waits for the same list: it gives the child's age, which sets the start level.)
    await waitFor(() => expect(calls.some((call) => call.url === '/api/games/1')).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading game');
    expect(screen.queryByRole('heading', { name: 'What is 0 + 1?' })).not.toBeInTheDocument();
    answerList([makeChildListItem({ id: 3, name: 'Maya', dateOfBirth: '2019-01-15', role: 'viewer', sharedBy: 'Ann' })]);
    expect(
      await screen.findByText(/^You can view Maya's games but not play them: a game played is saved to Maya's progress\./),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: "Back to Maya's page" })).toHaveAttribute('href', '/child/3');
    expect(screen.queryByRole('heading', { name: 'What is 0 + 1?' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('starts the session once the role is known for a caregiver', async () => {
    const calls = setup({
      children: [makeChildListItem({ id: 3, name: 'Maya', dateOfBirth: '2019-01-15', role: 'caregiver', sharedBy: 'Ann' })],
    });
    renderPlay();
    expect(await screen.findByRole('heading', { name: 'What is 0 + 1?' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST' && call.url === '/api/game-sessions')).toHaveLength(1));
  });

  it('speaks Hindi to a parent who chose it: the question card, the feedback and the completion card', async () => {
    const user = userEvent.setup();
    const hindiContent: GameContent = [
      {
        content: {
          questions: [
            { question: '2 + 2 कितना होता है?', answers: ['4', '5'], correctAnswer: 0, explanation: '2 + 2 = 4।' },
            { question: '1 + 2 कितना होता है?', answers: ['3', '6'], correctAnswer: 0, explanation: '1 + 2 = 3।' },
          ],
        },
        hints: ['एक-एक करके गिनें।', ''],
      },
    ];
    setup({ content: hindiContent });
    // The Hindi catalogs load as their own chunks: the first render suspends until they have.
    await act(async () => renderPlay(undefined, { ...testUser, locale: 'hi' }));
    expect(await screen.findByRole('heading', { name: '2 + 2 कितना होता है?' })).toBeInTheDocument();
    expect(screen.getByText('लेवल 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'वापस' })).toHaveAttribute('href', '/child-profiles/3/games');
    expect(screen.getByText('सवाल 1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'खेल में कितना आगे बढ़े' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('एक जवाब चुनें (कुंजी 1-2)।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'संकेत देखें' }));
    expect(await toastText('एक-एक करके गिनें।')).toBeInTheDocument();

    await user.click(within(screen.getByRole('group', { name: 'जवाब' })).getByRole('button', { name: '4' }));
    expect(screen.getByText('सही जवाब! बहुत बढ़िया!')).toBeInTheDocument();
    expect(screen.getByText('अंक: 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'अगला सवाल' }));
    await user.keyboard('2');
    expect(screen.getByText('यह सही नहीं है। सही जवाब है: 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'खेल पूरा करें' }));

    expect(screen.getByRole('heading', { name: 'खेल पूरा हुआ!' })).toHaveFocus();
    expect(screen.getByText('2 में से 1 सही (50%)')).toBeInTheDocument();
    expect(screen.getByText('कोशिश करते रहें! अभ्यास से ही सब आता है।')).toBeInTheDocument();
    expect(await screen.findByText('नतीजा सहेज लिया गया। प्रोफ़ाइल पर वापस जा रहे हैं…')).toBeInTheDocument();
    expect(await toastText('आपको 10 अंक मिले (2 में से 1 सही)।')).toBeInTheDocument();
  });
});
