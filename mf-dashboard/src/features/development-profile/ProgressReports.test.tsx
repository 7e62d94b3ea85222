import { act, screen, waitFor, within } from '@testing-library/react';
import { GAME_MESSAGES, type AssessmentResult, type ChildRole, type GameProgressSummary } from '@flourishly/contracts';
import { api } from '@flourishly/platform';
import {
  forChild,
  forUser,
  handlers,
  makeAssessmentResult,
  makeChildListItem,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import { ProgressReports } from './ProgressReports';

const result = (id: number, assessedAt: string, cognitive: number | null) =>
  makeAssessmentResult({
    id,
    childName: 'Ada',
    assessedAt,
    scores: { cognitive, physical: 100, socialEmotional: 75, language: 50, moral: null, assessedAt },
  });

/** Answers Ada's (child 7) history and games progress, and the user's `role` on her; returns their requests. */
function serve({
  history = [],
  summary = [],
  role = 'owner',
}: {
  history?: AssessmentResult[];
  summary?: GameProgressSummary;
  role?: ChildRole;
}) {
  const listed = makeChildListItem({ id: 7, name: 'Ada', dateOfBirth: '2022-03-14', role, sharedBy: role === 'owner' ? null : 'Ann' });
  handlers.children.childList(forUser([listed]));
  const assessments = handlers.assessments.childAssessments(forChild(7, history));
  const summaries = handlers.games.gameProgressSummary(forChild(7, summary));
  return { assessments, summaries };
}

describe('ProgressReports', () => {
  it('shows the history at a glance with links to the full report and a new assessment', async () => {
    const { assessments } = serve({ history: [result(2, '2026-11-20T10:00:00Z', 83), result(1, '2026-05-02T10:00:00Z', null)] });
    renderWithPlatform(<ProgressReports childId={7} />);
    const table = await screen.findByRole('table', { name: 'Assessment history (2), newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('20 November 2026');
    expect(rows[1]).toHaveTextContent('83%');
    expect(rows[2]).toHaveTextContent('2 May 2026');
    expect(screen.getByRole('link', { name: 'View Full Report' })).toHaveAttribute('href', '/child/7/development-report');
    expect(screen.getByRole('link', { name: 'Take New Assessment' })).toHaveAttribute('href', '/child/7/assessment/new');
    expect(assessments.map((call) => call.url)).toEqual(['/api/child-profiles/7/assessments']);
  });

  it('asks for the history again when the parent’s language changes: the checklists’ titles are the server’s texts', async () => {
    const english = result(1, '2026-11-20T10:00:00Z', 83);
    const hindi = { ...english, checklistTitle: '4 साल की उम्र में विकास के पड़ाव' };
    let answer = english;
    serve({});
    const calls = handlers.assessments.childAssessments(forChild(7, () => [answer]));
    const { store } = renderWithPlatform(<ProgressReports childId={7} />);
    const table = await screen.findByRole('table', { name: 'Assessment history (1), newest first' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Milestones at 4 years');
    answer = hindi;
    // What the language switch does once the new language is chosen.
    act(() => {
      store.dispatch(api.util.invalidateTags(['Content']));
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await within(table).findByText('4 साल की उम्र में विकास के पड़ाव')).toBeInTheDocument();
  });

  it('offers the first assessment without history', async () => {
    serve({});
    renderWithPlatform(<ProgressReports childId={7} />);
    expect(await screen.findByText('No development assessment available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take First Assessment' })).toBeInTheDocument();
  });

  it('shows games progress by domain as a table with a row per domain played', async () => {
    const { summaries } = serve({
      summary: [
        { domain: 'cognitive', gamesPlayed: 2, sessionsCompleted: 3, averagePercent: 75, highestLevel: 2 },
        { domain: 'social-emotional', gamesPlayed: 1, sessionsCompleted: 1, averagePercent: 88, highestLevel: 2 },
      ],
    });
    renderWithPlatform(<ProgressReports childId={7} />);
    const table = await screen.findByRole('table', { name: GAME_MESSAGES.progressSummaryTitle });
    expect(screen.getByRole('region', { name: GAME_MESSAGES.progressSummaryTitle })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Domain', 'Games played', 'Sessions completed', 'Average correct', 'Highest level']);
    const cognitive = within(table).getByRole('row', { name: /^Cognitive/ });
    expect(within(cognitive).getByRole('rowheader')).toHaveTextContent('Cognitive');
    expect(
      within(cognitive)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '3', '75%', '2']);
    expect(within(table).getByRole('rowheader', { name: 'Social-Emotional' })).toBeInTheDocument();
    expect(summaries.map((call) => call.url)).toEqual(['/api/child-profiles/7/game-progress/summary']);
    expect(screen.queryByText(GAME_MESSAGES.progressSummaryEmpty)).not.toBeInTheDocument();
  });

  it('says so when no game has been played yet', async () => {
    serve({});
    renderWithPlatform(<ProgressReports childId={7} />);
    expect(await screen.findByText(GAME_MESSAGES.progressSummaryEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: GAME_MESSAGES.progressSummaryTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: GAME_MESSAGES.progressSummaryTitle, level: 3 })).toBeInTheDocument();
  });

  it('reports a failed games progress call', async () => {
    serve({});
    handlers.games.gameProgressSummary.fail(500, 'boom');
    renderWithPlatform(<ProgressReports childId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(GAME_MESSAGES.progressSummaryError);
  });

  it('shows a viewer the history and the full report, but no new assessment', async () => {
    serve({ history: [result(2, '2026-11-20T10:00:00Z', 83)], role: 'viewer' });
    renderWithPlatform(<ProgressReports childId={7} />);
    expect(await screen.findByRole('table', { name: 'Assessment history (1), newest first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Full Report' })).toBeInTheDocument();
    // The role arrives with the child list; the link goes once it is known.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Take New Assessment' })).not.toBeInTheDocument());
  });

  it('speaks Hindi to a parent who chose it: the history and the games progress', async () => {
    serve({
      history: [result(2, '2026-11-20T10:00:00Z', 83)],
      summary: [{ domain: 'language', gamesPlayed: 2, sessionsCompleted: 5, averagePercent: 80, highestLevel: 3 }],
    });
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<ProgressReports childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    const table = await screen.findByRole('table', { name: 'आकलन का इतिहास (1), सबसे नया पहले' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['तारीख़', 'सूची', 'बच्चे की उम्र', 'सोच-समझ', 'शारीरिक', 'सामाजिक-भावनात्मक', 'भाषा', 'नैतिक']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('20 नवंबर 2026');
    const games = await screen.findByRole('table', { name: 'क्षेत्र के हिसाब से खेलों में प्रगति' });
    expect(within(games).getAllByRole('row')[1].textContent).toBe('भाषा2580%3');
    expect(screen.getByRole('link', { name: 'नया आकलन करें' })).toBeInTheDocument();
  });
});
