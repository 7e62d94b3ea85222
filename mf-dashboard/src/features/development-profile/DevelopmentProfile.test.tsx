import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithPlatform } from '../../testing/render-with-platform';
import { DevelopmentProfile } from './DevelopmentProfile';

describe('DevelopmentProfile', () => {
  it('offers the first assessment when the child has none (204, no body)', async () => {
    const calls = mockApi((call) => (call.url.endsWith('/development-assessment') ? new Response(null, { status: 204 }) : undefined));
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByText('No development assessment available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take First Assessment' })).toHaveAttribute('href', '/child/7/assessment/new');
    // Besides the assessment and the checklist (for an unfinished one), only the child list
    // (which carries the user's role on the child).
    await waitFor(() =>
      expect(calls.map((call) => call.url).filter((url) => !url.startsWith('/api/users/'))).toEqual([
        '/api/child-profiles/7/development-assessment',
        '/api/child-profiles/7/milestone-checklist',
      ]),
    );
  });

  it('shows five labelled bars with percentages, unscored domains, and the report link', async () => {
    mockApi((call) =>
      call.url === '/api/child-profiles/7/development-assessment'
        ? {
            status: 200,
            body: { cognitive: 80, physical: 65, socialEmotional: 100, language: 50, moral: null, assessedAt: '2026-11-01T10:00:00.000Z' },
          }
        : undefined,
    );
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    const bars = await screen.findAllByRole('progressbar', undefined, { timeout: 5000 });
    expect(bars).toHaveLength(5);
    expect(screen.getByRole('progressbar', { name: 'Cognitive' })).toHaveAttribute('aria-valuenow', '80');
    expect(screen.getByRole('progressbar', { name: 'Social-Emotional' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('65%')).toBeInTheDocument();
    // An unscored domain says so (never a 0), with why.
    expect(screen.getByText('Not scored')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Moral' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('progressbar', { name: 'Moral' })).toHaveAttribute('aria-valuetext', 'Not scored');
    expect(screen.getByText(/^Not scored: fewer than 2 milestones of the area were answered/)).toBeInTheDocument();
    expect(screen.getByText('% of age milestones observed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Full Report' })).toHaveAttribute('href', '/child/7/development-report');
    expect(await screen.findByTestId('scores-radar')).toBeInTheDocument();
  });

  it('shows an unfinished assessment with Continue, in place of Take First Assessment', async () => {
    const item = (key: string, domain: string) => ({ key, domain, text: key, source: 'CDC' });
    const checklist = {
      key: 'cdc-12m',
      ageMonths: 12,
      title: 'Milestones at 1 year',
      source: 'CDC',
      disclaimer: '',
      version: '1',
      items: [item('c1', 'cognitive'), item('c2', 'cognitive'), item('l1', 'language')],
    };
    const draft = { answers: { c1: 'yes', l1: 'not-yet' }, doctorQuestions: null, updatedAt: '2026-11-21T10:00:00Z' };
    mockApi((call) =>
      call.url === '/api/child-profiles/7/milestone-checklist'
        ? { status: 200, body: { childAgeMonths: 12, correctedAgeMonths: null, checklist, draft } }
        : undefined,
    );
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByText('Assessment in progress: 2 of 3 milestones answered.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/child/7/assessment/new');
    expect(screen.queryByRole('link', { name: 'Take First Assessment' })).not.toBeInTheDocument();
  });

  it('says when a baby’s first checklist opens, beside Take First Assessment', async () => {
    mockApi((call) => {
      if (call.url.endsWith('/development-assessment')) return new Response(null, { status: 204 });
      if (call.url === '/api/child-profiles/7/milestone-checklist') {
        const body = {
          childAgeMonths: 1,
          correctedAgeMonths: null,
          checklist: null,
          firstChecklistOn: '2027-01-14',
          correctionEndsOn: null,
          draft: null,
        };
        return { status: 200, body };
      }
      return undefined;
    });
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByText('The first milestone checklist opens on 14 January 2027 (at 2 months).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take First Assessment' })).toHaveAttribute('href', '/child/7/assessment/new');
  });

  it('tells the parent of a preterm child a month from 2 years that the lists will go by actual age', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/child-profiles/7')
        return { status: 200, body: { id: 7, name: 'Asha', dateOfBirth: '2025-01-10', avatarUrl: null, personaType: 1 } };
      if (call.url.endsWith('/development-assessment'))
        return {
          status: 200,
          body: { cognitive: 80, physical: 65, socialEmotional: 100, language: 50, moral: null, assessedAt: '2026-11-01T10:00:00.000Z' },
        };
      if (call.url === '/api/child-profiles/7/milestone-checklist') {
        const body = {
          childAgeMonths: 23,
          correctedAgeMonths: 20,
          checklist: null,
          firstChecklistOn: null,
          correctionEndsOn: '2027-01-10',
          draft: null,
        };
        return { status: 200, body };
      }
      return undefined;
    });
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByTestId('correction-ends')).toHaveTextContent(
      'From 10 January 2027, at 2 years, Asha’s checklists, activities and tips go by actual age, as paediatricians advise.',
    );
    expect(screen.getByRole('link', { name: 'View Full Report' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/child-profiles/7');
  });

  it('reports a failed load instead of the empty state', async () => {
    mockApi(() => ({ status: 500, body: { statusCode: 500, message: 'Boom' } }));
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.queryByText('Take First Assessment')).not.toBeInTheDocument();
  });

  it('offers a viewer no first assessment', async () => {
    mockApi((call) =>
      call.url === '/api/users/5/child-profiles'
        ? {
            status: 200,
            body: [{ id: 7, name: 'Ada', dateOfBirth: '2022-03-14', avatarUrl: null, personaType: 1, role: 'viewer', sharedBy: 'Ann' }],
          }
        : undefined,
    );
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByText('No development assessment available.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Take First Assessment' })).not.toBeInTheDocument());
  });
});
