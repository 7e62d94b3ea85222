import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  GAME_LIMIT_MESSAGES,
  GAME_MESSAGES,
  type ChildListItem,
  type ChildProfile,
  type Game,
  type GameRecommendation,
  type GameTime,
} from '@flourishly/contracts';
import {
  apiError,
  handlers,
  makeChildListItem,
  makeChildProfile,
  makeGame,
  makeGameTime,
  renderWithPlatform,
  testUser,
  type ErrorAnswer,
} from '../../testing/render-with-platform';
import { GamesList } from './GamesList';

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() - 3);
  return date.toISOString().slice(0, 10);
};

const child = makeChildProfile({ id: 3, name: 'Maya', dateOfBirth: yearsAgo(7) });
const games: Game[] = [
  makeGame({ id: 1, title: 'Addition Adventure', description: 'Add numbers together.', domain: 'cognitive' }),
  makeGame({ id: 2, title: 'Rhyme Time', description: 'Find the WORD that rhymes.', domain: 'language', type: 'rhyming' }),
  makeGame({
    id: 3,
    title: 'Kindness Quest',
    description: 'Find the kind choice.',
    domain: 'moral',
    type: 'scenarios',
    minAge: 4,
    maxAge: 8,
  }),
];

/**
 * Answers child 3's profile, the catalogue and the recommendations (the defaults above unless
 * given); the game time and the child list with `gameTime` and `children` when given, 404 otherwise.
 * Returns the catalogue's calls.
 */
function setup(
  overrides: {
    games?: Game[] | ErrorAnswer;
    recommendations?: GameRecommendation[];
    child?: ChildProfile;
    gameTime?: GameTime;
    children?: ChildListItem[];
  } = {},
) {
  handlers.children.child(({ params }) => (params.childId === '3' ? (overrides.child ?? child) : apiError(404)));
  const catalogue = handlers.games.games(overrides.games ?? games);
  handlers.games.gameRecommendations(
    overrides.recommendations ?? [{ game: games[1], recommendationReason: "Builds language, Maya's focus area this week" }],
  );
  if (overrides.gameTime) handlers.games.gameTime(overrides.gameTime);
  else handlers.games.gameTime.fail(404);
  if (overrides.children) handlers.children.childList(overrides.children);
  else handlers.children.childList.fail(404);
  return catalogue;
}

describe('GamesList', () => {
  it("gives way to a kind notice and today's plan once the daily game limit is reached", async () => {
    setup({
      child: { ...child, dailyGameLimitMinutes: 60 },
      gameTime: makeGameTime({ limitMinutes: 60, playedMinutes: 61, remainingMinutes: 0, limitReached: true }),
    });
    renderWithPlatform(<GamesList childId={3} />);
    const notice = await screen.findByRole('region', { name: "That's all the game time for today" });
    expect(notice).toHaveTextContent(GAME_LIMIT_MESSAGES.reached('Maya', 60));
    expect(notice).toHaveTextContent(/about an hour a day of screen time for children aged 2 to 5/);
    expect(within(notice).getByRole('link', { name: "See today's plan" })).toHaveAttribute('href', '/child/3');
    expect(screen.queryByRole('link', { name: /^Play Game/ })).not.toBeInTheDocument();
  });

  it('says how much game time is left while a limit is set', async () => {
    setup({ gameTime: makeGameTime({ limitMinutes: 45, playedMinutes: 20, remainingMinutes: 25, limitReached: false }) });
    renderWithPlatform(<GamesList childId={3} />);
    expect(await screen.findByText('25 minutes of game time left today (the daily limit is 45 minutes).')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Play Game: Addition Adventure' })).toBeInTheDocument();
  });

  it("asks for the child's games (domain=&minAge=0&maxAge=age) and shows every card element", async () => {
    const calls = setup();
    renderWithPlatform(<GamesList childId={3} />);
    const card = (await screen.findByRole('heading', { name: 'Addition Adventure' })).closest('li') as HTMLElement;
    expect(calls.map((call) => call.url)).toContain('/api/games?domain=&minAge=0&maxAge=7');
    expect(within(card).getByText('Cognitive')).toBeInTheDocument();
    expect(within(card).getByText('Add numbers together.')).toBeInTheDocument();
    expect(within(card).getByText('Age 5-8')).toBeInTheDocument();
    expect(within(card).getByText('Maths')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Play Game: Addition Adventure' })).toHaveAttribute('href', '/games/1?childId=3');
    expect(within(card).queryByText(GAME_MESSAGES.recommendedPrefix)).not.toBeInTheDocument();
  });

  it('asks a child over 12 for the games up to 12, the most the API accepts', async () => {
    const calls = setup({ child: { ...child, dateOfBirth: yearsAgo(13) } });
    renderWithPlatform(<GamesList childId={3} />);
    expect(await screen.findByRole('heading', { name: 'Addition Adventure' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/games?domain=&minAge=0&maxAge=12');
    expect(screen.queryByText(GAME_MESSAGES.listError)).not.toBeInTheDocument();
  });

  it('announces the number of games politely, not the whole grid', async () => {
    setup();
    renderWithPlatform(<GamesList childId={3} />);
    const grid = await screen.findByRole('list', { name: 'All games' });
    expect(grid.closest('[aria-live]')).toBeNull();
    const status = screen.getAllByRole('status').find((region) => region.textContent === '3 games') as HTMLElement;
    expect(status).toBeInTheDocument();
    expect(grid.contains(status)).toBe(false);

    // The same region changes its text as the search narrows the list.
    await userEvent.type(screen.getByPlaceholderText(GAME_MESSAGES.searchPlaceholder), 'rhyme');
    expect(status).toHaveTextContent(/^1 game$/);
    await userEvent.type(screen.getByPlaceholderText(GAME_MESSAGES.searchPlaceholder), ' nothing like it');
    expect(status).toHaveTextContent(`${GAME_MESSAGES.emptyTitle}${GAME_MESSAGES.emptyDescription}`);
  });

  it('shows a placeholder when an image fails to load', async () => {
    setup();
    const { container } = renderWithPlatform(<GamesList childId={3} />);
    await screen.findByRole('heading', { name: 'Rhyme Time' });
    const image = container.querySelector('img') as HTMLImageElement;
    fireEvent.error(image);
    expect(await screen.findByRole('img', { name: 'Addition Adventure (image unavailable)' })).toBeInTheDocument();
  });

  it('searches title and description case-insensitively and filters by domain', async () => {
    setup();
    renderWithPlatform(<GamesList childId={3} />);
    await screen.findByRole('heading', { name: 'Rhyme Time' });
    const search = screen.getByPlaceholderText(GAME_MESSAGES.searchPlaceholder);
    await userEvent.type(search, 'word');
    expect(screen.getByRole('heading', { name: 'Rhyme Time' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Addition Adventure' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'KIND');
    expect(screen.getByRole('heading', { name: 'Kindness Quest' })).toBeInTheDocument();
    await userEvent.clear(search);

    const domain = screen.getByLabelText('Domain');
    expect(
      within(domain)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All domains', 'Cognitive', 'Physical', 'Social-Emotional', 'Language', 'Moral', 'Creative']);
    await userEvent.selectOptions(domain, 'moral');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Kindness Quest']);
    await userEvent.selectOptions(domain, 'physical');
    expect(screen.getByText(GAME_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(GAME_MESSAGES.emptyDescription)).toBeInTheDocument();
  });

  it('switches to recommended games with their reasons', async () => {
    setup();
    renderWithPlatform(<GamesList childId={3} />);
    await screen.findByRole('heading', { name: 'Addition Adventure' });
    await userEvent.click(screen.getByRole('button', { name: 'Recommended' }));
    expect(await screen.findByText("Builds language, Maya's focus area this week")).toBeInTheDocument();
    expect(screen.getByText(GAME_MESSAGES.recommendedPrefix)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recommended' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Addition Adventure' })).not.toBeInTheDocument();
  });

  it('shows the recommended-empty text when there are no recommendations', async () => {
    setup({ recommendations: [] });
    renderWithPlatform(<GamesList childId={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Recommended' }));
    expect(await screen.findByText(GAME_MESSAGES.recommendedEmpty)).toBeInTheDocument();
  });

  it('shows the error text when games fail to load', async () => {
    setup({ games: apiError(500, 'boom') });
    renderWithPlatform(<GamesList childId={3} />);
    expect(await screen.findByText(GAME_MESSAGES.listError)).toBeInTheDocument();
    expect(await screen.findByText(GAME_MESSAGES.fetchGames)).toBeInTheDocument();
  });

  it('says "No games found" only when a filter is set, and offers one next step when no game fits the age', async () => {
    setup({ games: [], child: { ...child, dateOfBirth: yearsAgo(1) } });
    renderWithPlatform(<GamesList childId={3} />);
    const status = await screen.findByText(GAME_MESSAGES.noGamesForAgeTitle);
    expect(screen.queryByText(GAME_MESSAGES.emptyTitle)).toBeNull();
    expect(screen.queryByText(GAME_MESSAGES.emptyDescription)).toBeNull();
    expect(status.closest('[role="status"]')).toHaveTextContent(GAME_MESSAGES.noGamesForAgeDescription);
    expect(screen.getByRole('link', { name: GAME_MESSAGES.noGamesForAgeAction })).toHaveAttribute('href', '/child/3/activities');
    await userEvent.type(screen.getByPlaceholderText(GAME_MESSAGES.searchPlaceholder), 'rhyme');
    expect(await screen.findByText(GAME_MESSAGES.emptyTitle)).toBeInTheDocument();
  });

  it('shows a viewer every game but no Play Game: playing records a session', async () => {
    setup({ children: [makeChildListItem({ id: 3, name: 'Maya', dateOfBirth: child.dateOfBirth, role: 'viewer', sharedBy: 'Ann' })] });
    renderWithPlatform(<GamesList childId={3} />);
    expect(await screen.findByRole('heading', { name: 'Addition Adventure' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kindness Quest' })).toBeInTheDocument();
    // The role arrives with the child list; the links go once it is known.
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Play Game/ })).not.toBeInTheDocument());
  });

  it('speaks Hindi to a parent who chose it: filters, cards, badges, game time and the count', async () => {
    setup({ gameTime: makeGameTime({ limitMinutes: 45, playedMinutes: 20, remainingMinutes: 25 }) });
    const hindi = { user: { ...testUser, locale: 'hi' as const } };
    // The Hindi catalogs load as their own chunks: the first render suspends until they have.
    await act(async () => renderWithPlatform(<GamesList childId={3} />, hindi));
    const list = await screen.findByRole('list', { name: 'सभी खेल' });
    expect(screen.getByText('आज खेल का 25 मिनट समय बचा है (रोज़ की सीमा 45 मिनट है)।')).toBeInTheDocument();
    expect(screen.getByLabelText('खोजें')).toHaveAttribute('placeholder', 'खेल खोजें...');
    const domain = screen.getByRole('combobox', { name: 'क्षेत्र' });
    expect(
      within(domain)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['सभी क्षेत्र', 'सोच-समझ', 'शारीरिक', 'सामाजिक-भावनात्मक', 'भाषा', 'नैतिक', 'रचनात्मक']);
    const card = within(list).getAllByRole('listitem')[0];
    expect(within(card).getByText('उम्र 5-8')).toBeInTheDocument();
    expect(within(card).getByText('गणित')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'खेलें: Addition Adventure' })).toHaveTextContent('खेलें');
    expect(screen.getByRole('status')).toHaveTextContent('3 खेल');
    await userEvent.click(screen.getByRole('button', { name: 'सुझाए गए' }));
    const recommended = await screen.findByRole('list', { name: 'सुझाए गए खेल' });
    expect(within(recommended).getByText(/^सुझाव:/).parentElement).toHaveTextContent("सुझाव: Builds language, Maya's focus area this week");
  });

  it('tells a Hindi parent of the daily limit kindly', async () => {
    setup({
      child: { ...child, dailyGameLimitMinutes: 60 },
      gameTime: makeGameTime({ limitMinutes: 60, playedMinutes: 60, remainingMinutes: 0, limitReached: true }),
    });
    await act(async () => renderWithPlatform(<GamesList childId={3} />, { user: { ...testUser, locale: 'hi' } }));
    const notice = await screen.findByRole('region', { name: 'आज के खेल का समय पूरा हो गया' });
    expect(notice).toHaveTextContent('Maya ने आज के खेल का समय पूरा कर लिया है, यानी आपकी तय की हुई रोज़ की 60 मिनट की सीमा।');
    expect(within(notice).getByRole('link', { name: 'आज की योजना देखें' })).toHaveAttribute('href', '/child/3');
  });
});
