import { screen, within } from '@testing-library/react';
import { mockApi, renderWithPlatform } from '../../testing/render-with-platform';
import { DevelopmentReport } from './DevelopmentReport';

const child = { id: 7, name: 'Ben', dateOfBirth: '2018-10-01', avatarUrl: null, personaType: 1, gender: 'male' };
const scores = (cognitive: number | null, language: number | null, assessedAt: string) => ({
  cognitive,
  physical: 50,
  socialEmotional: 90,
  language,
  moral: null,
  assessedAt,
});
const milestone = (key: string, domain: string, text: string) => ({ key, domain, text, source: 'CASEL' });
const assessment = (id: number, assessedAt: string, cognitive: number | null, language: number | null) => ({
  id,
  childId: 7,
  childName: 'Ben',
  checklistKey: 'school-8y',
  checklistTitle: 'Milestones at 8 years',
  ageMonths: 96,
  assessedAt,
  scores: scores(cognitive, language, assessedAt),
  domains: [],
  notYet: id === 2 ? [milestone('l3', 'language', 'Writes a short story or report with paragraphs')] : [],
  strengths: [milestone('c1', 'cognitive', 'Knows multiplication facts for 2, 5 and 10')],
});

describe('DevelopmentReport', () => {
  it('puts strengths first, shows the history and lists not-yet milestones for the doctor', async () => {
    mockApi((call) => {
      if (call.url === '/api/child-profiles/7') return { status: 200, body: child };
      if (call.url === '/api/child-profiles/7/assessments') {
        return { status: 200, body: [assessment(2, '2026-11-20T10:00:00Z', 40, 30), assessment(1, '2026-06-01T10:00:00Z', 20, null)] };
      }
      return undefined;
    });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    expect(await screen.findByRole('heading', { name: 'Development Report for Ben', level: 1 })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Strengths', 'Scores over time', 'Talk to your doctor']);
    const strengths = screen.getByRole('region', { name: 'Strengths' });
    expect(within(strengths).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-labelledby') && bar.getAttribute('aria-valuenow'))).toEqual([
      '90',
      '50',
      '40',
      '30',
      null,
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Nov 20, 2026');
    expect(rows[2]).toHaveTextContent('—');
    expect(within(screen.getByRole('region', { name: 'Talk to your doctor' })).getByRole('listitem')).toHaveTextContent(
      'Writes a short story or report with paragraphs',
    );
    expect(screen.getByRole('button', { name: 'Print Report' })).toBeInTheDocument();
  });

  it('offers the first assessment when there is none', async () => {
    mockApi((call) => {
      if (call.url === '/api/child-profiles/7') return { status: 200, body: child };
      if (call.url === '/api/child-profiles/7/assessments') return { status: 200, body: [] };
      return undefined;
    });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    expect(await screen.findByText('No development assessment available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take First Assessment' })).toHaveAttribute('href', '/child/7/assessment/new');
  });
});
