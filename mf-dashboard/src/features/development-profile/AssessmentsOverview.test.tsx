import { act, screen } from '@testing-library/react';
import { EMPTY_DOCTOR_QUESTIONS, type ChildListItem, type endpoints } from '@flourishly/contracts';
import type { z } from 'zod';
import { handlers, makeChildListItem, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { AssessmentsOverview } from './AssessmentsOverview';

const children = [
  makeChildListItem({ id: 7, name: 'Ada', dateOfBirth: '2022-03-14', personaType: 1 }),
  makeChildListItem({ id: 8, name: 'Ben', dateOfBirth: '2018-01-02', personaType: 2 }),
];
const assessedAt = '2026-11-20T10:00:00Z';
const assessment: z.infer<(typeof endpoints.assessments)['response']>[number] = {
  id: 1,
  childId: 8,
  childName: 'Ben',
  checklistKey: 'school-8y',
  checklistTitle: 'Milestones at 8 years',
  checklistSource: 'Source: CDC, Learn the Signs. Act Early.',
  checklistDisclaimer: 'A checklist, not a screening.',
  doctorQuestions: EMPTY_DOCTOR_QUESTIONS,
  actEarly: false,
  ageMonths: 96,
  assessedAt,
  scores: { cognitive: 80, physical: 60, socialEmotional: 100, language: 40, moral: null, assessedAt },
  domains: [],
  notYet: [],
  strengths: [],
};

function serve(list: ChildListItem[] = children) {
  handlers.children.childList(list);
  handlers.assessments.assessments([assessment]);
}

describe('AssessmentsOverview', () => {
  it('lists every child with its latest scores and the take-assessment links', async () => {
    serve();
    renderWithPlatform(<AssessmentsOverview mode="assessments" />);
    expect(await screen.findByRole('heading', { name: 'Assessments', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/1 assessment · latest Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/0 assessments/)).toBeInTheDocument();
    expect(screen.getByText('Cognitive 80%, Physical 60%, Social-Emotional 100%, Language 40%, Moral —.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take assessment for Ada' })).toHaveAttribute('href', '/child/7/assessment/new');
    expect(screen.getByRole('link', { name: 'View full report for Ben' })).toHaveAttribute('href', '/child/8/development-report');
    expect(screen.queryByRole('link', { name: 'View full report for Ada' })).not.toBeInTheDocument();
  });

  it('leads with reports on /reports', async () => {
    serve();
    renderWithPlatform(<AssessmentsOverview mode="reports" />);
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View full report for Ben' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take first assessment for Ada' })).toBeInTheDocument();
  });

  it('offers a viewer the reports but no assessment to take, on both pages', async () => {
    serve(children.map((child) => ({ ...child, role: 'viewer' as const, sharedBy: 'Ann' })));
    const { unmount } = renderWithPlatform(<AssessmentsOverview mode="assessments" />);
    expect(await screen.findByRole('link', { name: 'View full report for Ben' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Take (first )?assessment for/ })).not.toBeInTheDocument();
    unmount();
    renderWithPlatform(<AssessmentsOverview mode="reports" />);
    expect(await screen.findByRole('link', { name: 'View full report for Ben' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Take (first )?assessment for/ })).not.toBeInTheDocument();
  });

  it('speaks Hindi to a parent who chose it: the ages, counts, dates and scores', async () => {
    serve();
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<AssessmentsOverview mode="assessments" />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('heading', { name: 'आकलन', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/· 1 आकलन · सबसे नया 20 नव॰ 2026$/)).toBeInTheDocument();
    expect(screen.getByText(/^उम्र \d+ साल · 0 आकलन$/)).toBeInTheDocument();
    expect(screen.getByText('सोच-समझ 80%, शारीरिक 60%, सामाजिक-भावनात्मक 100%, भाषा 40%, और नैतिक —।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada का आकलन करें' })).toHaveAttribute('href', '/child/7/assessment/new');
    expect(screen.getByRole('link', { name: 'Ben की पूरी रिपोर्ट देखें' })).toBeInTheDocument();
  });
});
