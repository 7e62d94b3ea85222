import { screen, within } from '@testing-library/react';
import { mockApi, renderWithPlatform } from '../../testing/render-with-platform';
import { ProgressReports } from './ProgressReports';

const result = (id: number, assessedAt: string, cognitive: number | null) => ({
  id,
  childId: 7,
  childName: 'Ada',
  checklistKey: 'cdc-48m',
  checklistTitle: 'Milestones at 4 years',
  ageMonths: 48,
  assessedAt,
  scores: { cognitive, physical: 100, socialEmotional: 75, language: 50, moral: null, assessedAt },
  domains: [],
  notYet: [],
  strengths: [],
});

describe('ProgressReports', () => {
  it('shows the history at a glance with links to the full report and a new assessment', async () => {
    mockApi((call) =>
      call.url === '/api/child-profiles/7/assessments'
        ? { status: 200, body: [result(2, '2026-11-20T10:00:00Z', 83), result(1, '2026-05-02T10:00:00Z', null)] }
        : undefined,
    );
    renderWithPlatform(<ProgressReports childId={7} />);
    const table = await screen.findByRole('table', { name: 'Assessment history (2), newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Nov 20, 2026');
    expect(rows[1]).toHaveTextContent('83%');
    expect(rows[2]).toHaveTextContent('May 2, 2026');
    expect(screen.getByRole('link', { name: 'View Full Report' })).toHaveAttribute('href', '/child/7/development-report');
    expect(screen.getByRole('link', { name: 'Take New Assessment' })).toHaveAttribute('href', '/child/7/assessment/new');
  });

  it('offers the first assessment without history', async () => {
    mockApi((call) => (call.url === '/api/child-profiles/7/assessments' ? { status: 200, body: [] } : undefined));
    renderWithPlatform(<ProgressReports childId={7} />);
    expect(await screen.findByText('No development assessment available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take First Assessment' })).toBeInTheDocument();
  });
});
