import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Achievement } from '@flourishly/contracts';
import { handlers, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { awardedAgo, RecentAchievements } from './RecentAchievements';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('RecentAchievements', () => {
  it('shows the empty texts', async () => {
    const calls = handlers.achievements.achievements([]);
    renderWithPlatform(<RecentAchievements childId={7} />);
    expect(await screen.findByText('No achievements yet.')).toBeInTheDocument();
    expect(screen.getByText('Complete activities to earn achievements!')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/child-profiles/7/achievements']);
  });

  it('shows the first 4 with relative times and View All opens the full list', async () => {
    const list = Array.from({ length: 6 }, (_, i): Achievement => ({
      id: i + 1,
      title: `Badge ${i + 1}`,
      description: `Earned ${i + 1}`,
      domainType: i === 0 ? 'general' : 'language',
      awardedAt: minutesAgo(5 * (i + 1)),
    }));
    const calls = handlers.achievements.achievements(list);
    renderWithPlatform(<RecentAchievements childId={7} />);
    const grid = await screen.findByRole('list', { name: 'Recent achievements' });
    expect(
      within(grid)
        .getAllByTestId('achievement')
        .map((a) => within(a).getByRole('heading').textContent),
    ).toEqual(['Badge 1', 'Badge 2', 'Badge 3', 'Badge 4']);
    expect(within(grid).getByText('5 minutes ago')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'View All' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Achievements' });
    expect(within(dialog).getAllByTestId('achievement')).toHaveLength(6);
    expect(new Set(calls.map((call) => call.url))).toEqual(new Set(['/api/child-profiles/7/achievements']));
  });

  it('reports a failed load, in the block and in the full list, instead of the empty texts', async () => {
    handlers.achievements.achievements.fail(500, 'Something went wrong on our side');
    renderWithPlatform(<RecentAchievements childId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load achievements. 500: Something went wrong on our side');
    expect(screen.queryByText('No achievements yet.')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'View All' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Achievements' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Could not load achievements.');
    expect(within(dialog).queryByText('No achievements yet.')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('0 earned so far.')).not.toBeInTheDocument();
  });

  it('formats relative time and never shows a future time', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(awardedAgo('2026-11-22T11:00:00Z', now)).toBe('about 1 hour ago');
    expect(awardedAgo('2026-11-22T12:05:00Z', now)).toBe('less than a minute ago');
  });

  it('speaks Hindi to a parent who chose it: the block, the times and the full list', async () => {
    const list: Achievement[] = [1, 2].map((id) => ({
      id,
      title: `Badge ${id}`,
      description: `Earned ${id}`,
      domainType: 'language',
      awardedAt: minutesAgo(id === 1 ? 5 : 90),
    }));
    handlers.achievements.achievements(list);
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<RecentAchievements childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('heading', { name: 'हाल की उपलब्धियाँ', level: 2 })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'हाल की उपलब्धियाँ' });
    expect(within(grid).getByText('5 मिनट पहले')).toBeInTheDocument();
    expect(within(grid).getByText('क़रीब 2 घंटे पहले')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'सभी देखें' }));
    const dialog = await screen.findByRole('dialog', { name: 'सभी उपलब्धियाँ' });
    expect(dialog).toHaveAccessibleDescription('अब तक 2 उपलब्धियाँ मिलीं।');
  });

  it('says in Hindi that the achievements could not be loaded, without a status code', async () => {
    handlers.achievements.achievements.fail(500, 'Something went wrong on our side');
    await act(async () => renderWithPlatform(<RecentAchievements childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^उपलब्धियाँ लोड नहीं हो सकीं। \S/);
    expect(alert).not.toHaveTextContent(/500|Something went wrong/);
  });

  it('says in Hindi that there is nothing yet', async () => {
    handlers.achievements.achievements([]);
    await act(async () => renderWithPlatform(<RecentAchievements childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByText('अभी तक कोई उपलब्धि नहीं।')).toBeInTheDocument();
    expect(screen.getByText('गतिविधियाँ पूरी करें और उपलब्धियाँ पाएँ!')).toBeInTheDocument();
  });
});
