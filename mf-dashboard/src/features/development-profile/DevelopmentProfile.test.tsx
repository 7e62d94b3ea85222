import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { EMPTY_DOCTOR_QUESTIONS, type AssessmentForm, type DevelopmentScores, type MilestoneItem } from '@flourishly/contracts';
import {
  forChild,
  forUser,
  handlers,
  makeChildListItem,
  makeChildProfile,
  recordRequests,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import { DevelopmentProfile } from './DevelopmentProfile';

const latestScores: DevelopmentScores = {
  cognitive: 80,
  physical: 65,
  socialEmotional: 100,
  language: 50,
  moral: null,
  assessedAt: '2026-11-01T10:00:00.000Z',
};
const item = (key: string, domain: MilestoneItem['domain']): MilestoneItem => ({ key, domain, text: key, source: 'CDC' });
const checklist: AssessmentForm['checklist'] = {
  key: 'cdc-12m',
  ageMonths: 12,
  title: 'Milestones at 1 year',
  source: 'CDC',
  disclaimer: '',
  version: '1',
  items: [item('c1', 'cognitive'), item('c2', 'cognitive'), item('l1', 'language')],
};
/** The milestone checklist's answer: a 1-year-old's checklist with no draft, unless `overrides` say otherwise. */
const form = (overrides: Partial<AssessmentForm> = {}): AssessmentForm => ({
  childAgeMonths: 12,
  correctedAgeMonths: null,
  checklist,
  firstChecklistOn: null,
  correctionEndsOn: null,
  draft: null,
  ...overrides,
});

/**
 * Answers child 7's latest scores (none: 204 with no body), the milestone checklist and the
 * user's role on the child; returns the child's requests.
 */
function serve({
  scores = null,
  checklistForm = form(),
  role = 'owner',
}: { scores?: DevelopmentScores | null; checklistForm?: AssessmentForm; role?: 'owner' | 'viewer' } = {}) {
  handlers.children.childList(forUser([makeChildListItem({ id: 7, name: 'Ada', role, sharedBy: role === 'owner' ? null : 'Ann' })]));
  handlers.assessments.developmentAssessment(forChild(7, scores ?? new HttpResponse(null, { status: 204 })));
  handlers.assessments.milestoneChecklist(forChild(7, checklistForm));
  return handlers.children.child(forChild(7, makeChildProfile({ id: 7, name: 'Ada' })));
}

describe('DevelopmentProfile', () => {
  it('offers the first assessment when the child has none (204, no body)', async () => {
    serve();
    const requests = recordRequests();
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByText('No development assessment available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take First Assessment' })).toHaveAttribute('href', '/child/7/assessment/new');
    // Besides the assessment and the checklist (for an unfinished one), only the child list
    // (which carries the user's role on the child).
    await waitFor(() =>
      expect(requests.filter((request) => !request.startsWith('GET /api/users/'))).toEqual([
        'GET /api/child-profiles/7/development-assessment',
        'GET /api/child-profiles/7/milestone-checklist',
      ]),
    );
  });

  it('shows five labelled bars with percentages, unscored domains, and the report link', async () => {
    serve({ scores: latestScores });
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
    const draft = {
      answers: { c1: 'yes', l1: 'not-yet' } as const,
      doctorQuestions: EMPTY_DOCTOR_QUESTIONS,
      updatedAt: '2026-11-21T10:00:00Z',
    };
    serve({ checklistForm: form({ draft }) });
    // No scores yet, as a server of an earlier release says it: 404.
    handlers.assessments.developmentAssessment.fail(404);
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByText('Assessment in progress: 2 of 3 milestones answered.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/child/7/assessment/new');
    expect(screen.queryByRole('link', { name: 'Take First Assessment' })).not.toBeInTheDocument();
  });

  it('says when a baby’s first checklist opens, beside Take First Assessment', async () => {
    serve({ checklistForm: form({ childAgeMonths: 1, checklist: null, firstChecklistOn: '2027-01-14' }) });
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByText('The first milestone checklist opens on 14 January 2027 (at 2 months).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take First Assessment' })).toHaveAttribute('href', '/child/7/assessment/new');
  });

  it('tells the parent of a preterm child a month from 2 years that the lists will go by actual age', async () => {
    serve({
      scores: latestScores,
      checklistForm: form({ childAgeMonths: 23, correctedAgeMonths: 20, checklist: null, correctionEndsOn: '2027-01-10' }),
    });
    const calls = handlers.children.child(
      forChild(7, makeChildProfile({ id: 7, name: 'Asha', dateOfBirth: '2025-01-10', avatarUrl: null })),
    );
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByTestId('correction-ends')).toHaveTextContent(
      'From 10 January 2027, at 2 years, Asha’s checklists, activities and tips go by actual age, as paediatricians advise.',
    );
    expect(screen.getByRole('link', { name: 'View Full Report' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/child-profiles/7');
  });

  it('reports a failed load instead of the empty state', async () => {
    handlers.children.childList.fail(500, 'Boom');
    handlers.children.child.fail(500, 'Boom');
    handlers.assessments.developmentAssessment.fail(500, 'Boom');
    handlers.assessments.milestoneChecklist.fail(500, 'Boom');
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.queryByText('Take First Assessment')).not.toBeInTheDocument();
  });

  it('offers a viewer no first assessment', async () => {
    serve({ role: 'viewer' });
    renderWithPlatform(<DevelopmentProfile childId={7} />);
    expect(await screen.findByText('No development assessment available.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Take First Assessment' })).not.toBeInTheDocument());
  });

  it('speaks Hindi to a parent who chose it: the domains, the scores and the links', async () => {
    serve({ scores: latestScores });
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<DevelopmentProfile childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('heading', { name: 'विकास प्रोफ़ाइल' })).toBeInTheDocument();
    const bars = await screen.findByRole('list', { name: 'अंक, उम्र के पड़ावों में से कितने % देखे गए' });
    expect(within(bars).getByRole('progressbar', { name: 'सोच-समझ' })).toHaveAttribute('aria-valuetext', 'उम्र के 80% पड़ाव देखे गए');
    expect(within(bars).getByRole('progressbar', { name: 'नैतिक' })).toHaveAttribute('aria-valuetext', 'अंक नहीं दिए गए');
    expect(screen.getByText(/^अंक नहीं दिए गए: इस क्षेत्र के 2 से कम पड़ावों/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पूरी रिपोर्ट देखें' })).toHaveAttribute('href', '/child/7/development-report');
  });

  it('says in Hindi, with a Hindi date, when the first checklist opens', async () => {
    serve({ checklistForm: form({ childAgeMonths: 1, checklist: null, firstChecklistOn: '2027-01-14' }) });
    await act(async () => renderWithPlatform(<DevelopmentProfile childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByText('अभी कोई विकास आकलन नहीं है।')).toBeInTheDocument();
    expect(await screen.findByText('पहली पड़ाव-सूची 14 जनवरी 2027 को खुलेगी (2 महीने की उम्र पर)।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पहला आकलन करें' })).toBeInTheDocument();
  });
});
