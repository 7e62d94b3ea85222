import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { ServerStyleSheet } from 'styled-components';
import type { AssessmentResult, ChildProfile, ChildRole, DoctorQuestions, MilestoneItem, Screening } from '@flourishly/contracts';
import {
  apiError,
  forChild,
  forUser,
  handlers,
  makeAssessmentResult,
  makeChildListItem,
  makeChildProfile,
  renderWithPlatform,
  testUser,
} from '../../testing/render-with-platform';
import { platformMessages } from '@flourishly/platform';
import { ageLine, DevelopmentReport, PrintStyle } from './DevelopmentReport';
import hi from './pages/messages/hi.json';

const child = makeChildProfile({ id: 7, name: 'Ben', dateOfBirth: '2018-10-01', avatarUrl: null, personaType: 1, gender: 'male' });
const scores = (cognitive: number | null, language: number | null, assessedAt: string) => ({
  cognitive,
  physical: 50,
  socialEmotional: 90,
  language,
  moral: null,
  assessedAt,
});
const milestone = (key: string, domain: MilestoneItem['domain'], text: string, source: string): MilestoneItem => ({
  key,
  domain,
  text,
  source,
});
const assessment = (id: number, assessedAt: string, cognitive: number | null, language: number | null): AssessmentResult =>
  makeAssessmentResult({
    id,
    childName: 'Ben',
    checklistKey: 'school-8y',
    checklistTitle: 'Milestones at 8 years',
    checklistSource: 'Written for Flourishly, built on public frameworks.',
    checklistDisclaimer: 'School-age checklists are written for Flourishly from public frameworks; no framework author endorses them.',
    ageMonths: 99,
    assessedAt,
    scores: scores(cognitive, language, assessedAt),
    notYet:
      id === 2
        ? [
            milestone(
              'l3',
              'language',
              'Writes a short story or report with paragraphs',
              'Grade-level expectations (Common Core State Standards): Grade 3 writing',
            ),
          ]
        : [],
    strengths: [
      milestone(
        'c1',
        'cognitive',
        'Knows multiplication facts for 2, 5 and 10',
        'Grade-level expectations (Common Core State Standards): Grade 3 math',
      ),
    ],
  });

/** The report asks for its window of the history: the latest 12, and one more to know of older ones. */
const HISTORY_URL = '/api/child-profiles/7/assessments?limit=13';
const CDC_SOURCE = 'Source: CDC, Learn the Signs. Act Early.';
const CDC_DISCLAIMER = 'Use of these materials does not imply endorsement of this product by the U.S. Government.';
const cdcAssessment: AssessmentResult = {
  ...assessment(3, '2026-11-20T10:00:00Z', 100, 50),
  checklistKey: 'cdc-48m',
  checklistTitle: 'Milestones at 4 years',
  checklistSource: CDC_SOURCE,
  checklistDisclaimer: CDC_DISCLAIMER,
  ageMonths: 49,
  strengths: [
    milestone(
      'cdc-48m-cognitive-1',
      'cognitive',
      'Names a few colors of items',
      `${CDC_SOURCE} Milestone checklist (2022), 4 years: Cognitive`,
    ),
  ],
  notYet: [
    milestone(
      'cdc-48m-language-1',
      'language',
      'Says sentences with four or more words',
      `${CDC_SOURCE} Milestone checklist (2022), 4 years: Language/Communication`,
    ),
  ],
};

/**
 * Answers Ben (child 7), his report's window of the history, his screenings (none at school age)
 * and report links, and the user's `role` on him.
 */
function serve({
  history,
  profile = child,
  screenings = [],
  role = 'owner',
}: {
  history: AssessmentResult[];
  profile?: ChildProfile;
  screenings?: Screening[];
  role?: ChildRole;
}) {
  handlers.children.child(forChild(7, profile));
  handlers.children.childList(
    forUser([makeChildListItem({ id: 7, name: 'Ben', dateOfBirth: '2018-10-01', role, sharedBy: role === 'owner' ? null : 'Ann' })]),
  );
  handlers.assessments.childAssessments(({ url }) => (url === HISTORY_URL ? history : apiError(404)));
  handlers.assessments.screenings(forChild(7, screenings));
  handlers.sharing.reportLinks(forChild(7, []));
}

describe('DevelopmentReport', () => {
  it("prints the doctor's questions, and the act-early guidance when the child lost skills", async () => {
    const answers: DoctorQuestions = {
      lostSkills: 'yes',
      lostSkillsDetails: 'Stopped waving bye-bye',
      specialHealthcareNeeds: 'no',
      specialHealthcareNeedsDetails: '',
      concerns: '',
      doTogether: 'Read at bedtime',
      childLikes: 'Puzzles',
    };
    serve({ history: [{ ...cdcAssessment, doctorQuestions: answers, actEarly: true }] });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    const doctor = await screen.findByRole('region', { name: 'Talk to your doctor' });
    const notice = within(doctor).getByRole('region', { name: 'Don’t wait: act early' });
    expect(notice).toHaveTextContent('a skill your child has lost, a milestone not seen yet, or a concern');
    expect(notice).toHaveTextContent(/District Early Intervention Centre/);
    expect(within(doctor).getByRole('heading', { name: 'Other things to share with the doctor', level: 3 })).toBeInTheDocument();
    expect(doctor).toHaveTextContent('Has your child lost any skills he/she once had?Yes: Stopped waving bye-bye');
    expect(doctor).toHaveTextContent('Is there anything your child does or does not do that concerns you?Not answered');
    expect(doctor).toHaveTextContent('What are some things your child likes to do?Puzzles');
  });

  it('lists the recommended screenings for the doctor, in the parent’s words, before the sources', async () => {
    const screenings: Screening[] = [
      { kind: 'autism', ageMonths: 24, dueOn: '2026-12-01', status: 'due' },
      { kind: 'developmental', ageMonths: 30, dueOn: '2027-06-01', status: 'upcoming' },
    ];
    serve({ history: [cdcAssessment], screenings });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    const section = await screen.findByRole('region', { name: 'Recommended screenings' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Autism screeningat 24 months · 1 December 2026Due now',
      'General developmental screeningat 30 months · 1 June 2027Upcoming',
    ]);
    expect(section).toHaveTextContent('Ask your child’s doctor or health visitor about each one when it is due.');
    expect(section).toHaveTextContent('Source: American Academy of Pediatrics (AAP)');
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.indexOf('report-screenings')).toBe(regions.indexOf('report-sources') - 1);
  });

  it('has no screenings section when there are none (school age)', async () => {
    serve({ history: [cdcAssessment], screenings: [] });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    expect(await screen.findByRole('region', { name: 'About these milestones' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recommended screenings' })).not.toBeInTheDocument();
  });

  it('shows no act-early guidance without a loss of skills', async () => {
    serve({ history: [{ ...cdcAssessment, actEarly: false }] });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    expect(await screen.findByRole('heading', { name: 'Other things to share with the doctor' })).toBeInTheDocument();
    expect(screen.queryByTestId('act-early')).not.toBeInTheDocument();
  });

  it('prints the age, with the corrected age beside it while it applies', async () => {
    const now = new Date('2026-11-25T12:00:00');
    expect(ageLine({ dateOfBirth: '2026-06-25', gestationalAgeAtBirthWeeks: 28 }, now)).toBe(
      'Age: 5 months (corrected: 2 months) · born at 28 weeks',
    );
    expect(ageLine({ dateOfBirth: '2026-06-25', gestationalAgeAtBirthWeeks: null }, now)).toBe('Age: 5 months');
    expect(ageLine({ dateOfBirth: '2025-01-25', gestationalAgeAtBirthWeeks: 39 }, now)).toBe('Age: 1 year 10 months · born at 39 weeks');
    expect(ageLine({ dateOfBirth: '2024-06-25', gestationalAgeAtBirthWeeks: 28 }, now)).toBe('Age: 2 years · born at 28 weeks');
    serve({ history: [cdcAssessment], profile: { ...child, dateOfBirth: '2018-10-01', gestationalAgeAtBirthWeeks: 30 } });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    expect(await screen.findByText(/^Age: \d+ years · born at 30 weeks$/)).toBeInTheDocument();
  });

  it('shows the latest 12 assessments and says where the older ones are', async () => {
    const history = Array.from({ length: 13 }, (_, index) =>
      assessment(20 - index, `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00Z`, 40, 30),
    );
    serve({ history });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    const table = await screen.findByRole('table', { name: /^The latest 12 assessments, newest first/ });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(table).not.toHaveTextContent(/(^|\D)8 November 2026/);
  });

  it('puts strengths first, shows the history and lists not-yet milestones for the doctor', async () => {
    serve({ history: [assessment(2, '2026-11-20T10:00:00Z', 40, 30), assessment(1, '2026-06-01T10:00:00Z', 20, null)] });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    expect(await screen.findByRole('heading', { name: 'Development Report for Ben', level: 1 })).toBeInTheDocument();
    // The sharing panel waits for the role (report links are the owner's).
    expect(await screen.findByRole('heading', { name: 'Share with a doctor or teacher' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Strengths',
      'Scores over time',
      'Talk to your doctor',
      'About these milestones',
      'Share with a doctor or teacher',
    ]);
    const strengths = screen.getByRole('region', { name: 'Strengths' });
    expect(
      within(strengths)
        .getAllByRole('progressbar')
        .map((bar) => bar.getAttribute('aria-labelledby') && bar.getAttribute('aria-valuenow')),
    ).toEqual(['90', '50', '40', '30', null]);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('20 November 2026');
    expect(rows[2]).toHaveTextContent('—');
    // The checklist column names the checklist (8 years), not the child's age then (8 years 3 months).
    const headers = within(rows[0])
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const cells = within(rows[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[headers.indexOf('Checklist')]).toBe('Milestones at 8 years');
    expect(cells[headers.indexOf("Child's age")]).toBe('8 years');
    // School-age items cite their framework.
    expect(
      within(screen.getByRole('region', { name: 'Strengths' })).getByText('Knows multiplication facts for 2, 5 and 10'),
    ).toHaveTextContent('Cognitive · Grade-level expectations (Common Core State Standards): Grade 3 math');
    expect(within(screen.getByRole('region', { name: 'Talk to your doctor' })).getByRole('listitem')).toHaveTextContent(
      'Writes a short story or report with paragraphs',
    );
    expect(screen.getByRole('button', { name: 'Print Report' })).toBeInTheDocument();
  });

  it('offers the first assessment when there is none', async () => {
    serve({ history: [] });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    expect(await screen.findByText('No development assessment available.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take First Assessment' })).toHaveAttribute('href', '/child/7/assessment/new');
  });

  it('lets a viewer read, print and download the report, but neither assess nor share it', async () => {
    serve({ history: [assessment(2, '2026-11-20T10:00:00Z', 40, 30)], role: 'viewer' });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    expect(await screen.findByRole('heading', { name: 'Development Report for Ben', level: 1 })).toBeInTheDocument();
    // The role arrives with the child list; the controls go once it is known.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Take New Assessment' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Share with a doctor or teacher' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Report Link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/api/child-profiles/7/development-report.pdf');
  });

  it('lets a caregiver assess but not share the report: report links are the owner’s', async () => {
    serve({ history: [assessment(2, '2026-11-20T10:00:00Z', 40, 30)], role: 'caregiver' });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    expect(await screen.findByRole('heading', { name: 'Development Report for Ben', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Take New Assessment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share with a doctor or teacher' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Report Link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('offers a viewer no first assessment', async () => {
    serve({ history: [], role: 'viewer' });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    expect(await screen.findByText('No development assessment available.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Take First Assessment' })).not.toBeInTheDocument());
  });
});

describe('DevelopmentReport attribution and printing', () => {
  it('attributes CDC milestones to the CDC with its non-endorsement statement wherever they are listed', async () => {
    serve({ history: [cdcAssessment] });
    renderWithPlatform(<DevelopmentReport childId={7} />);
    const strengths = await screen.findByRole('region', { name: 'Strengths' });
    expect(within(strengths).getByText('Names a few colors of items')).toHaveTextContent(
      `Names a few colors of items Cognitive · ${CDC_SOURCE}`,
    );
    const doctor = screen.getByRole('region', { name: 'Talk to your doctor' });
    expect(within(doctor).getByRole('listitem')).toHaveTextContent(`Says sentences with four or more words Language · ${CDC_SOURCE}`);
    const about = screen.getByRole('region', { name: 'About these milestones' });
    expect(about).toHaveTextContent(`Milestones at 4 years: ${CDC_SOURCE}`);
    expect(about).toHaveTextContent(CDC_DISCLAIMER);
  });

  it('keeps the score bars’ colours when printed', () => {
    // The print stylesheet as styled-components renders it (collected server-side: jsdom does not inject global styles).
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<PrintStyle />));
      const css = sheet.getStyleTags().replace(/\s+/g, ' ');
      const print = css.slice(css.indexOf('@media print'));
      const rule = /\[data-print="report"\],\s*\[data-print="report"\] \*\s*\{([^}]*)\}/.exec(print)?.[1] ?? '';
      expect(rule).toMatch(/-webkit-print-color-adjust:\s*exact/);
      expect(rule).toMatch(/(^|[;{\s])print-color-adjust:\s*exact/);
    } finally {
      sheet.seal();
    }
  });

  it('speaks Hindi to a parent who chose it: the title, age, sections, answers and links', async () => {
    const answers: DoctorQuestions = {
      lostSkills: 'no',
      lostSkillsDetails: '',
      specialHealthcareNeeds: null,
      specialHealthcareNeedsDetails: '',
      concerns: '',
      doTogether: 'Read at bedtime',
      childLikes: '',
    };
    serve({ history: [{ ...cdcAssessment, doctorQuestions: answers }], profile: { ...child, gestationalAgeAtBirthWeeks: 39 } });
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<DevelopmentReport childId={7} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('heading', { name: 'Ben की विकास रिपोर्ट', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^उम्र: \d+ साल · जन्म 39 हफ़्ते पर$/)).toBeInTheDocument();
    expect(screen.getByText(/^सबसे नया आकलन 20 नवंबर 2026 \(Milestones at 4 years\)।/)).toBeInTheDocument();
    const strengths = screen.getByRole('region', { name: 'ख़ूबियाँ' });
    expect(within(strengths).getByText('Names a few colors of items')).toHaveTextContent(
      `Names a few colors of items सोच-समझ · ${CDC_SOURCE}`,
    );
    const doctor = screen.getByRole('region', { name: 'अपने डॉक्टर से बात करें' });
    expect(doctor).toHaveTextContent('क्या आपका बच्चा कोई ऐसा कौशल खो चुका है जो उसे पहले आता था?नहीं');
    expect(doctor).toHaveTextContent('आपके बच्चे को क्या-क्या करना अच्छा लगता है?जवाब नहीं दिया');
    expect(doctor).toHaveTextContent('आप और आपका बच्चा साथ मिलकर क्या-क्या करते हैं?Read at bedtime');
    expect(screen.getByRole('button', { name: 'रिपोर्ट प्रिंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF डाउनलोड करें' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'डॉक्टर या शिक्षक के साथ साझा करें' })).toBeInTheDocument();
    expect(await screen.findByText('कोई चालू लिंक नहीं।')).toBeInTheDocument();
  });

  it('says a child’s age in Hindi as parents say it, with the corrected age', async () => {
    // The ages' words are the platform's (every page says an age alike), the line the report's.
    const platform = (await platformMessages.load.hi()).default;
    const intl = createIntl({ locale: 'hi-IN', messages: { ...platform, ...hi } as Record<string, string> });
    const now = new Date('2026-11-25T12:00:00');
    expect(ageLine({ dateOfBirth: '2026-06-25', gestationalAgeAtBirthWeeks: 28 }, now, intl)).toBe(
      'उम्र: 5 महीने (सुधारी गई उम्र: 2 महीने) · जन्म 28 हफ़्ते पर',
    );
    expect(ageLine({ dateOfBirth: '2025-01-25', gestationalAgeAtBirthWeeks: null }, now, intl)).toBe('उम्र: 1 साल 10 महीने');
  });
});
