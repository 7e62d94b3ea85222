import { act, screen, waitFor } from '@testing-library/react';
import { GAME_MESSAGES } from '@flourishly/contracts';
import type { GameRecommendation } from '@flourishly/contracts';
import {
  apiError,
  handlers,
  makeChildListItem,
  makeChildProfile,
  makeGame,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';

/** yyyy-MM-dd of `years` years and a month ago. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setMonth(date.getMonth() - 1);
  return date.toISOString().slice(0, 10);
}
import { GamesCard } from './GamesCard';

/**
 * Answers child 3's game recommendations with `recommendations`; its profile and the child list
 * with `child` and `children` when given, 404 otherwise.
 */
function answer(
  recommendations: GameRecommendation[],
  { child, children }: { child?: ReturnType<typeof makeChildProfile>; children?: ReturnType<typeof makeChildListItem>[] } = {},
) {
  handlers.games.gameRecommendations(({ params }) => (params.childId === '3' ? recommendations : apiError(404)));
  if (child) handlers.children.child(child);
  else handlers.children.child.fail(404);
  if (children) handlers.children.childList(children);
  else handlers.children.childList.fail(404);
}

describe('GamesCard', () => {
  it('shows the first three recommendations with reasons and links, and View All', async () => {
    answer([1, 2, 3, 4].map((id) => ({ game: makeGame({ id, title: `Game ${id}` }), recommendationReason: `Reason ${id}` })));
    renderWithPlatform(<GamesCard childId={3} />);
    expect(await screen.findByText('Reason 1')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Game 1', 'Game 2', 'Game 3']);
    expect(screen.getByRole('link', { name: 'Play Game 2' })).toHaveAttribute('href', '/games/2?childId=3');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/child-profiles/3/games');
  });

  it("gives 'Play' and 'View All' touch targets at least 44px high", async () => {
    answer([{ game: makeGame({ id: 1, title: 'Game 1' }), recommendationReason: 'Reason 1' }]);
    renderWithPlatform(<GamesCard childId={3} />);
    const play = await screen.findByRole('link', { name: 'Play Game 1' });
    for (const link of [play, screen.getByRole('link', { name: 'View All' })]) {
      expect(parseFloat(getComputedStyle(link).minHeight)).toBeGreaterThanOrEqual(44);
    }
  });

  it('shows the recommended-empty text to a child old enough for games', async () => {
    answer([], { child: makeChildProfile({ id: 3, dateOfBirth: yearsAgo(7) }) });
    renderWithPlatform(<GamesCard childId={3} />);
    expect(await screen.findByText(GAME_MESSAGES.recommendedEmpty)).toBeInTheDocument();
  });

  it('tells a baby when games start instead of sending them to explore games', async () => {
    answer([], { child: makeChildProfile({ id: 3, dateOfBirth: yearsAgo(1) }) });
    renderWithPlatform(<GamesCard childId={3} />);
    expect(await screen.findByText(new RegExp(`^${GAME_MESSAGES.noGamesForAgeTitle}\\.`))).toBeInTheDocument();
    expect(screen.queryByText(GAME_MESSAGES.recommendedEmpty)).not.toBeInTheDocument();
  });

  it('shows a viewer the recommendations and View All, but no Play', async () => {
    answer([{ game: makeGame({ id: 1, title: 'Game 1' }), recommendationReason: 'Reason 1' }], {
      children: [makeChildListItem({ id: 3, role: 'viewer', sharedBy: 'Ann' })],
    });
    renderWithPlatform(<GamesCard childId={3} />);
    expect(await screen.findByText('Reason 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toBeInTheDocument();
    // The role arrives with the child list; the link goes once it is known.
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Play / })).not.toBeInTheDocument());
  });

  it('speaks Hindi to a parent who chose it: heading, links and domain badges', async () => {
    answer([{ game: makeGame({ id: 1, title: 'गिनती का बगीचा', domain: 'physical' }), recommendationReason: 'गिनती का अभ्यास' }]);
    // The Hindi catalogs load as their own chunks: the first render suspends until they have.
    await act(async () => renderWithPlatform(<GamesCard childId={3} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('link', { name: 'गिनती का बगीचा खेलें' })).toHaveTextContent('खेलें');
    expect(screen.getByRole('heading', { name: 'खेल', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी देखें' })).toHaveAttribute('href', '/child-profiles/3/games');
    expect(screen.getByText('शारीरिक')).toBeInTheDocument();
  });

  it('tells a Hindi parent of a baby when games start', async () => {
    answer([], { child: makeChildProfile({ id: 3, dateOfBirth: yearsAgo(1) }) });
    await act(async () => renderWithPlatform(<GamesCard childId={3} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByText(/^खेल 2 साल की उम्र से शुरू होते हैं।/)).toBeInTheDocument();
  });
});
