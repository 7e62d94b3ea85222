import { act, screen, within } from '@testing-library/react';
import { EMPTY_DOCTOR_QUESTIONS, type Screening, type SharedReport as SharedReportAnswer } from '@flourishly/contracts';
import { apiError, handlers, renderWithPlatform, testUser } from '../../testing/render-with-platform';
import { SharedReport } from './SharedReport';

const CDC_SOURCE = 'Source: CDC, Learn the Signs. Act Early.';
const CDC_DISCLAIMER = 'Use of these materials does not imply endorsement of this product by the U.S. Government.';
const TOKEN = 'A'.repeat(43);
const report: SharedReportAnswer = {
  child: { firstName: 'Robin', ageMonths: 25, correctedAgeMonths: null, ageText: '2 years', gestationalAgeAtBirthWeeks: null },
  generatedAt: '2026-11-20T10:00:00Z',
  expiresAt: '2026-11-27T10:00:00Z',
  assessments: [
    {
      checklistKey: 'cdc-24m',
      checklistTitle: 'Milestones at 2 years',
      checklistSource: CDC_SOURCE,
      checklistDisclaimer: CDC_DISCLAIMER,
      ageMonths: 25,
      assessedAt: '2026-11-20T10:00:00Z',
      scores: { cognitive: 83, physical: 100, socialEmotional: 75, language: 67, moral: null, assessedAt: '2026-11-20T10:00:00Z' },
      domains: [],
      notYet: [{ key: 'cdc-24m-language-1', domain: 'language', text: 'Says at least two words together', source: CDC_SOURCE }],
      strengths: [],
      doctorQuestions: EMPTY_DOCTOR_QUESTIONS,
      actEarly: false,
    },
  ],
  totalAssessments: 1,
  screenings: [],
};

/** Answers the report of {@link TOKEN} alone; any other token is not found. */
const serve = (answer: SharedReportAnswer) =>
  handlers.sharing.sharedReport(({ params }) => (params.token === TOKEN ? answer : apiError(404)));

describe('SharedReport', () => {
  it('shows the child, the expiry, the scores, the milestones to discuss, the attribution and the PDF link', async () => {
    serve(report);
    renderWithPlatform(<SharedReport token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Development Report for Robin' })).toBeInTheDocument();
    expect(screen.getByText(/read-only link, valid until/)).toHaveTextContent('valid until 27 November 2026.');
    expect(screen.getByText('Age: 2 years')).toBeInTheDocument();
    expect(screen.getByText('Says at least two words together')).toBeInTheDocument();
    expect(screen.getAllByText('83%').length).toBeGreaterThan(0);
    expect(screen.getByText(/Milestones at 2 years: Source: CDC/)).toBeInTheDocument();
    expect(screen.getByText(CDC_DISCLAIMER)).toBeInTheDocument();
    expect(screen.getByText(/not a screening or diagnostic result/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/shared-reports/${TOKEN}/pdf`);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('is the doctor’s copy: corrected and gestational age, every answer and the act-early guidance, in the third person', async () => {
    const preterm: SharedReportAnswer = {
      ...report,
      child: {
        firstName: 'Asha',
        ageMonths: 10,
        correctedAgeMonths: 7,
        ageText: '10 months (corrected: 7 months)',
        gestationalAgeAtBirthWeeks: 30,
      },
      assessments: [
        {
          ...report.assessments[0],
          doctorQuestions: {
            lostSkills: 'yes',
            lostSkillsDetails: 'She stopped babbling',
            specialHealthcareNeeds: 'yes',
            specialHealthcareNeedsDetails: '',
            concerns: '',
            doTogether: 'Songs',
            childLikes: '',
          },
          actEarly: true,
        },
      ],
      totalAssessments: 3000,
    };
    serve(preterm);
    renderWithPlatform(<SharedReport token={TOKEN} />);
    expect(await screen.findByText('Age: 10 months (corrected: 7 months) · born at 30 weeks')).toBeInTheDocument();
    const doctor = screen.getByRole('region', { name: 'To talk about with the doctor' });
    const notice = within(doctor).getByRole('region', { name: 'Don’t wait: act early' });
    expect(notice).toHaveTextContent(
      'The parent reports that the child has lost skills they once had and ‘Not yet’ for 1 milestone of the child’s age.',
    );
    expect(notice).toHaveTextContent(/District Early Intervention Centre/);
    expect(doctor).toHaveTextContent('The parent answered ‘Not yet’ for these milestones');
    expect(doctor).toHaveTextContent('Has the child lost any skills they once had?Yes: “She stopped babbling”');
    expect(doctor).toHaveTextContent('Does the child have any special healthcare needs, or were they born early?Yes');
    expect(doctor).toHaveTextContent('What do the parent and child do together?“Songs”');
    expect(doctor).toHaveTextContent('What does the child like to do?Not answered');
    expect(screen.getByRole('table', { name: /^The latest 1 of 3,000 assessments/ })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/you said|your child|next visit/i);
  });

  it('lists the recommended screenings at the report’s date for the doctor, with or without an assessment', async () => {
    const screenings: Screening[] = [
      { kind: 'developmental', ageMonths: 9, dueOn: '2026-03-20', status: 'past' },
      { kind: 'developmental', ageMonths: 18, dueOn: '2026-12-20', status: 'due' },
    ];
    for (const assessments of [report.assessments, []]) {
      serve({ ...report, assessments, screenings });
      const { unmount } = renderWithPlatform(<SharedReport token={TOKEN} />);
      const section = await screen.findByRole('region', { name: 'Recommended screenings' });
      expect(section).toHaveTextContent(/^Recommended screeningsThe AAP’s recommended developmental and autism screenings/);
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([
        'General developmental screeningat 9 months · 20 March 2026Past',
        'General developmental screeningat 18 months · 20 December 2026Due now',
      ]);
      expect(section).not.toHaveTextContent(/your child/i);
      unmount();
    }
  });

  it.each([
    [410, 'This report link has expired or was revoked.'],
    [404, 'This report link does not exist.'],
  ])('says so when the link answers %i', async (status, message) => {
    const calls = handlers.sharing.sharedReport.fail(status, 'x');
    renderWithPlatform(<SharedReport token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.params.token)).toEqual([TOKEN]);
  });

  it('speaks Hindi to a reader who chose it: the doctor’s copy in the third person', async () => {
    serve({ ...report, totalAssessments: 3000 });
    // The Hindi catalog loads as its own chunk: the first render suspends until it has.
    await act(async () => renderWithPlatform(<SharedReport token={TOKEN} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('heading', { name: 'Robin की विकास रिपोर्ट' })).toBeInTheDocument();
    expect(screen.getByText(/सिर्फ़ देखने वाले लिंक से साझा की है/)).toHaveTextContent('27 नवंबर 2026 तक मान्य है।');
    const doctor = screen.getByRole('region', { name: 'डॉक्टर से बात करने के लिए' });
    expect(doctor).toHaveTextContent('बच्चे की उम्र के इन पड़ावों के लिए माता-पिता ने ‘अभी नहीं’ चुना:');
    expect(doctor).toHaveTextContent('क्या बच्चा कोई ऐसा कौशल खो चुका है जो उसे पहले आता था?जवाब नहीं दिया');
    expect(screen.getByRole('table', { name: /^3,000 में से सबसे नए 1 आकलन/ })).toBeInTheDocument();
  });

  it('says in Hindi that a link has expired', async () => {
    handlers.sharing.sharedReport.fail(410, 'x');
    await act(async () => renderWithPlatform(<SharedReport token={TOKEN} />, { user: { ...testUser, locale: 'hi' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('इस रिपोर्ट लिंक की अवधि ख़त्म हो गई है या इसे रद्द कर दिया गया है।');
  });
});
