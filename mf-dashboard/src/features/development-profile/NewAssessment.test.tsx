import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  forChild,
  forUser,
  handlers,
  makeAssessmentResult,
  makeChildListItem,
  makeChildProfile,
  queuedOfflineAnswer,
  recordRequests,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import {
  EMPTY_DOCTOR_QUESTIONS,
  type AssessmentForm,
  type ChildRole,
  type MilestoneChecklist,
  type MilestoneItem,
} from '@flourishly/contracts';
import { api } from '@flourishly/platform';
import { developmentApi } from './api';
import { NewAssessment } from './NewAssessment';

const child = makeChildProfile({ id: 7, name: 'Ada', dateOfBirth: '2022-10-01', avatarUrl: null, personaType: 1, gender: 'female' });
const item = (key: string, domain: MilestoneItem['domain'], text: string): MilestoneItem => ({
  key,
  domain,
  text,
  source: 'Source: CDC, Learn the Signs. Act Early.',
});
const checklist: MilestoneChecklist = {
  key: 'cdc-48m',
  ageMonths: 48,
  title: 'Milestones at 4 years',
  source: 'Source: CDC, Learn the Signs. Act Early.',
  disclaimer: 'Use of these materials does not imply endorsement.',
  version: '1',
  items: [
    item('c1', 'cognitive', 'Names a few colors of items'),
    item('c2', 'cognitive', 'Counts to five'),
    item('l1', 'language', 'Says sentences with four or more words'),
  ],
};

/** The milestone checklist's answer: a 4-year-old's checklist with no draft, unless `overrides` say otherwise. */
const form = (overrides: Partial<AssessmentForm> = {}): AssessmentForm => ({
  childAgeMonths: 49,
  correctedAgeMonths: null,
  checklist,
  firstChecklistOn: null,
  correctionEndsOn: null,
  draft: null,
  ...overrides,
});

/** Answers Ada (child 7) and the user's `role` on her. */
function serveChild(role: ChildRole = 'owner', profile = child) {
  handlers.children.child(forChild(7, profile));
  handlers.children.childList(
    forUser([makeChildListItem({ id: 7, name: 'Ada', dateOfBirth: profile.dateOfBirth, role, sharedBy: role === 'owner' ? null : 'Ann' })]),
  );
}

/** Answers Ada, her checklist with `draft`, a draft saved and an assessment submitted; returns the drafts and assessments sent. */
function serve(draft: AssessmentForm['draft'] = null) {
  serveChild();
  handlers.assessments.milestoneChecklist(forChild(7, form({ draft })));
  const drafts = handlers.assessments.saveAssessmentDraft(forChild(7, { updatedAt: '2026-11-22T10:00:00Z' }));
  const submitted = handlers.assessments.submitAssessment(forChild(7, makeAssessmentResult({ childName: 'Ada' })));
  return { drafts, submitted };
}

describe('NewAssessment', () => {
  it('asks one domain at a time with progress, saves a draft on each step and submits the answers', async () => {
    const { drafts, submitted } = serve();
    const { router } = renderWithPlatform(<NewAssessment childId={7} />, {
      path: '/child/7/assessment/new',
      pattern: '/child/:childId/assessment/new',
    });
    expect(await screen.findByRole('heading', { name: 'New Assessment for Ada' })).toBeInTheDocument();
    // The title names the checklist's age once; it need not be said again.
    expect(screen.getByText(/^Milestones at 4 years: the latest checklist for your child's age\. For each milestone/)).toBeInTheDocument();
    expect(screen.getByText(/^Step 1 of 3/)).toHaveTextContent('0 of 3 milestones answered');
    expect(screen.getByRole('heading', { name: 'Cognitive' })).toBeInTheDocument();
    expect(screen.queryByText('Says sentences with four or more words')).not.toBeInTheDocument();
    expect(screen.getByText('Use of these materials does not imply endorsement.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Names a few colors of items' })).getByRole('radio', { name: 'Yes' }));
    await user.click(within(screen.getByRole('group', { name: 'Counts to five' })).getByRole('radio', { name: 'Not yet' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    await user.click(screen.getByRole('button', { name: 'Next: Language' }));
    expect(await screen.findByText(/^Step 2 of 3/)).toBeInTheDocument();
    expect(drafts[0]?.body).toEqual({
      checklistKey: 'cdc-48m',
      answers: { c1: 'yes', c2: 'not-yet' },
      doctorQuestions: EMPTY_DOCTOR_QUESTIONS,
    });
    await user.click(
      within(screen.getByRole('group', { name: 'Says sentences with four or more words' })).getByRole('radio', { name: 'Sometimes' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next: Other things to share with the doctor' }));
    expect(await screen.findByText(/^Step 3 of 3/)).toBeInTheDocument();
    const lostSkills = screen.getByRole('group', { name: 'Has your child lost any skills he/she once had?' });
    expect(screen.queryByTestId('act-early')).not.toBeInTheDocument();
    await user.click(within(lostSkills).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('region', { name: 'Don’t wait: act early' })).toHaveTextContent(/rather than waiting for the next check-up/);
    await user.type(within(lostSkills).getByLabelText('Which skills? (optional)'), 'Stopped waving');
    await user.type(screen.getByLabelText('What are some things your child likes to do?'), 'Puzzles');
    await user.click(screen.getByRole('button', { name: 'Submit Assessment' }));
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/child/7/development-report');
    expect(submitted.map((call) => call.body)).toEqual([
      {
        checklistKey: 'cdc-48m',
        answers: { c1: 'yes', c2: 'not-yet', l1: 'sometimes' },
        doctorQuestions: { ...EMPTY_DOCTOR_QUESTIONS, lostSkills: 'yes', lostSkillsDetails: 'Stopped waving', childLikes: 'Puzzles' },
      },
    ]);
  });

  it('offline, marks the answers and then the submitted assessment as to be saved when back online, until the form is asked again', async () => {
    serveChild();
    const reads = handlers.assessments.milestoneChecklist(forChild(7, form()));
    const drafts = handlers.assessments.saveAssessmentDraft(queuedOfflineAnswer());
    const submitted = handlers.assessments.submitAssessment(queuedOfflineAnswer());
    const { store, router } = renderWithPlatform(<NewAssessment childId={7} />, {
      path: '/child/7/assessment/new',
      pattern: '/child/:childId/assessment/new',
    });
    await screen.findByRole('heading', { name: 'New Assessment for Ada' });
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: 'Names a few colors of items' })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    await waitFor(() => expect(drafts).toHaveLength(1));
    expect(await screen.findByTestId('queued-offline')).toHaveTextContent('Your answers will be saved when you are back online.');
    expect(await screen.findByTestId('toast')).toHaveTextContent('Your answers will be saved when you are back online.');
    expect(screen.queryByText('Answers not saved')).not.toBeInTheDocument();
    // The cached form holds the answers as its draft.
    expect(developmentApi.endpoints.getMilestoneChecklist.select(7)(store.getState()).data?.draft?.answers).toEqual({ c1: 'yes' });

    await user.click(screen.getByRole('button', { name: 'Next: Language' }));
    await user.click(screen.getByRole('button', { name: 'Next: Other things to share with the doctor' }));
    await user.click(screen.getByRole('button', { name: 'Submit Assessment' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your assessment will be saved when you are back online. Its results show in the development report then.',
    );
    expect(screen.getByRole('link', { name: "Back to Ada's page" })).toHaveAttribute('href', '/child/7');
    expect(screen.queryByRole('button', { name: 'Submit Assessment' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/child/7/assessment/new');
    // Not asked again while queued: the answer would be the copy from before the change.
    expect(reads).toHaveLength(1);
    // Sent and asked again: the server's form (no draft) replaces the mark, and the report opens.
    act(() => {
      store.dispatch(api.util.invalidateTags([{ type: 'Assessment', id: 'FORM-7' }]));
    });
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe('/child/7/development-report');
    expect(reads).toHaveLength(2);
  });

  it("resumes a finished draft at the doctor's questions with their answers, and shows the corrected age", async () => {
    serveChild();
    const draft: AssessmentForm['draft'] = {
      answers: { c1: 'yes', c2: 'yes', l1: 'yes' },
      doctorQuestions: { ...EMPTY_DOCTOR_QUESTIONS, lostSkills: 'yes' },
      updatedAt: '2026-11-21T10:00:00Z',
    };
    handlers.assessments.milestoneChecklist(forChild(7, form({ childAgeMonths: 6, correctedAgeMonths: 4, draft })));
    renderWithPlatform(<NewAssessment childId={7} />);
    expect(await screen.findByText(/^Step 3 of 3/)).toBeInTheDocument();
    expect(screen.getByText(/^Corrected age: 4 months\. Your child was born early/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Has your child lost any skills he/she once had?' })).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    expect(screen.getByTestId('act-early')).toBeInTheDocument();
  });

  it('resumes a draft at the first step with unanswered milestones', async () => {
    serve({ answers: { c1: 'yes', c2: 'sometimes' }, doctorQuestions: EMPTY_DOCTOR_QUESTIONS, updatedAt: '2026-11-21T10:00:00Z' });
    renderWithPlatform(<NewAssessment childId={7} />);
    expect(await screen.findByText('Your saved answers have been restored.')).toBeInTheDocument();
    expect(await screen.findByText(/^Step 2 of 3/)).toHaveTextContent('2 of 3 milestones answered');
    expect(screen.getByRole('heading', { name: 'Language' })).toBeInTheDocument();
  });

  it('resumes the saved draft after Save, leaving and coming back, and does not overwrite it on the next step', async () => {
    let draft: AssessmentForm['draft'] = null;
    let holdForm: Promise<void> | null = null;
    let releaseForm = () => undefined as void;
    serveChild();
    handlers.assessments.milestoneChecklist(
      forChild(7, async () => {
        const answer = form({ draft });
        if (holdForm) await holdForm;
        return answer;
      }),
    );
    const drafts = handlers.assessments.saveAssessmentDraft(
      forChild(7, ({ body }) => {
        draft = { answers: body.answers, doctorQuestions: EMPTY_DOCTOR_QUESTIONS, updatedAt: '2026-11-22T10:00:00Z' };
        // The form refetched after this save answers only when the test says so.
        holdForm = new Promise<void>((resolve) => {
          releaseForm = resolve;
        });
        return { updatedAt: draft.updatedAt };
      }),
    );
    const { router } = renderWithPlatform(<NewAssessment childId={7} />, {
      path: '/child/7/assessment/new',
      pattern: '/child/:childId/assessment/new',
    });
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('group', { name: 'Names a few colors of items' })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    await waitFor(() => expect(draft).toEqual(expect.objectContaining({ answers: { c1: 'yes' } })));

    // To the dashboard and back while the refreshed form is still on its way: no stale form.
    await act(() => router.navigate('/child/7'));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    await act(() => router.navigate('/child/7/assessment/new'));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByTestId('spinner')).toHaveTextContent('Loading assessment');
    act(() => releaseForm());
    expect(await screen.findByText('Your saved answers have been restored.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Names a few colors of items' })).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByText(/^Step 1 of 3/)).toHaveTextContent('1 of 3 milestones answered');

    // The next step saves the answers on top of the draft instead of replacing it with nothing.
    holdForm = null;
    await user.click(within(screen.getByRole('group', { name: 'Counts to five' })).getByRole('radio', { name: 'Sometimes' }));
    await user.click(screen.getByRole('button', { name: 'Next: Language' }));
    await screen.findByText(/^Step 2 of 3/);
    expect(drafts.map((call) => call.body)).toEqual([
      { checklistKey: 'cdc-48m', answers: { c1: 'yes' }, doctorQuestions: EMPTY_DOCTOR_QUESTIONS },
      { checklistKey: 'cdc-48m', answers: { c1: 'yes', c2: 'sometimes' }, doctorQuestions: EMPTY_DOCTOR_QUESTIONS },
    ]);
    act(() => releaseForm());
  });

  it('gives a baby under 2 months the day the first checklist opens, with no form to fill in', async () => {
    serveChild('owner', { ...child, dateOfBirth: '2026-11-01' });
    handlers.assessments.milestoneChecklist(
      forChild(7, form({ childAgeMonths: 1, correctedAgeMonths: 0, checklist: null, firstChecklistOn: '2027-01-14' })),
    );
    const requests = recordRequests();
    renderWithPlatform(<NewAssessment childId={7} />, { path: '/child/7/assessment/new', pattern: '/child/:childId/assessment/new' });
    const panel = await screen.findByRole('region', { name: 'Your baby’s first milestone checklist' });
    expect(panel).toHaveTextContent('Your baby’s first milestone checklist opens on 14 January 2027 (at 2 months, corrected age).');
    expect(panel).toHaveTextContent(/cuddles, talking and singing to them, and tummy time while they are awake and watched/);
    expect(panel).toHaveTextContent(/any time you are worried/);
    expect(within(panel).getByRole('link', { name: 'Back to Ada’s page' })).toHaveAttribute('href', '/child/7');
    expect(screen.getByRole('heading', { name: 'New Assessment for Ada', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
  });

  it('says a term baby’s date without the corrected age', async () => {
    serveChild();
    handlers.assessments.milestoneChecklist(forChild(7, form({ childAgeMonths: 0, checklist: null, firstChecklistOn: '2027-01-14' })));
    renderWithPlatform(<NewAssessment childId={7} />);
    expect(await screen.findByText('Your baby’s first milestone checklist opens on 14 January 2027 (at 2 months).')).toBeInTheDocument();
  });

  it('tells the parent of a preterm child nearly 2 that the lists will go by actual age', async () => {
    serveChild();
    handlers.assessments.milestoneChecklist(
      forChild(7, form({ childAgeMonths: 23, correctedAgeMonths: 20, correctionEndsOn: '2027-01-10' })),
    );
    renderWithPlatform(<NewAssessment childId={7} />);
    expect(await screen.findByTestId('correction-ends')).toHaveTextContent(
      'From 10 January 2027, at 2 years, Ada’s checklists, activities and tips go by actual age, as paediatricians advise.',
    );
    expect(screen.getByRole('group', { name: 'Names a few colors of items' })).toBeInTheDocument();
  });

  it('asks the doctor’s questions without telling the parent to wait for the next check-up', async () => {
    serve();
    renderWithPlatform(<NewAssessment childId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next: Language' }));
    await user.click(await screen.findByRole('button', { name: 'Next: Other things to share with the doctor' }));
    const intro = await screen.findByText(/^From the CDC checklists:/);
    expect(intro).toHaveTextContent(/talk to them now rather than waiting for the next check-up/);
    expect(intro).not.toHaveTextContent(/at your child.s next check-up/);
    expect(screen.queryByTestId('correction-ends')).not.toBeInTheDocument();
  });

  it('does not submit without any answer', async () => {
    const { submitted } = serve();
    renderWithPlatform(<NewAssessment childId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next: Language' }));
    await user.click(await screen.findByRole('button', { name: 'Next: Other things to share with the doctor' }));
    await user.click(await screen.findByRole('button', { name: 'Submit Assessment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Answer at least one milestone before submitting.');
    expect(submitted).toHaveLength(0);
    // Another step is a new attempt: the message goes.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText(/^Step 2 of 3/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a viewer who opens the address a note with the way back instead of the checklist', async () => {
    serveChild('viewer');
    handlers.assessments.milestoneChecklist(forChild(7, form()));
    const requests = recordRequests();
    renderWithPlatform(<NewAssessment childId={7} />, { path: '/child/7/assessment/new', pattern: '/child/:childId/assessment/new' });
    expect(await screen.findByRole('heading', { name: 'New Assessment for Ada', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("You can view Ada's assessments and reports but not take a new assessment.");
    expect(screen.getByRole('link', { name: "Back to Ada's page" })).toHaveAttribute('href', '/child/7');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Next: |Submit Assessment/ })).not.toBeInTheDocument();
    expect(requests.filter((request) => !request.startsWith('GET '))).toEqual([]);
  });

  it('speaks Hindi to a parent who chose it: the steps, the answers and the doctor’s questions', async () => {
    serve();
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () =>
      renderWithPlatform(<NewAssessment childId={7} />, {
        path: '/child/7/assessment/new',
        pattern: '/child/:childId/assessment/new',
        ...{ user: { ...testUser, locale: 'hi' } },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Ada का नया आकलन' })).toBeInTheDocument();
    expect(screen.getByText(/^Milestones at 4 years: आपके बच्चे की उम्र के लिए सबसे नई सूची।/)).toBeInTheDocument();
    expect(screen.getByText('चरण 3 में से 1 · 3 में से 0 पड़ावों के जवाब दिए गए')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सोच-समझ', level: 2 })).toBeInTheDocument();
    const question = screen.getByRole('group', { name: 'Counts to five' });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['हाँ', 'कभी-कभी', 'अभी नहीं']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'आगे: भाषा' }));
    await user.click(await screen.findByRole('button', { name: 'आगे: डॉक्टर को बताने लायक दूसरी बातें' }));
    const lostSkills = await screen.findByRole('group', { name: 'क्या आपका बच्चा कोई ऐसा कौशल खो चुका है जो उसे पहले आता था?' });
    await user.click(within(lostSkills).getByRole('radio', { name: 'हाँ' }));
    expect(await screen.findByLabelText('कौन-से कौशल? (वैकल्पिक)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'इंतज़ार न करें: जल्दी क़दम उठाएँ' })).toHaveTextContent('ज़िला शीघ्र हस्तक्षेप केंद्र');
    await user.click(screen.getByRole('button', { name: 'आकलन जमा करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('जमा करने से पहले कम से कम एक पड़ाव का जवाब दें।');
  });
});
