import { formatLongDate } from './dates';
import type { DoctorQuestions } from './development';
import { SCREENING_LABELS, SCREENING_STATUS_LABELS, screeningAgeText, type Screening } from './screenings';

/**
 * The doctor's copy of the development report: the texts the shared report page and the report
 * PDF print for a professional (docs/architecture.md, "Report links"). Written in the third person
 * ("The parent reports…"), with one date format and the child's age as parents and doctors say it.
 */

/** How many of the latest assessments a report holds, besides the latest of each earlier checklist. */
export const REPORT_RECENT_ASSESSMENTS = 12;

/**
 * One date format for every date of the report (link expiry, generated, assessed):
 * "6 December 2026", in UTC so the page and the PDF print the same day (dates.ts, formatLongDate).
 */
export const formatReportDate = formatLongDate;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "born at 30 weeks", "born at 30 weeks 2 days"; null when the parent did not give it. */
export function formatBornAt(weeks: number | null, days: number | null = null): string | null {
  if (weeks === null) return null;
  return days ? `born at ${weeks} weeks ${plural(days, 'day')}` : `born at ${weeks} weeks`;
}

/**
 * The child's line under the report's title: "Age: 10 months (corrected: 7 months) · born at 30
 * weeks". `ageText` is the age as parents say it (formatAge of the age module).
 */
export function reportAgeLine(child: { ageText: string; gestationalAgeAtBirthWeeks: number | null }): string {
  const bornAt = formatBornAt(child.gestationalAgeAtBirthWeeks);
  return bornAt ? `Age: ${child.ageText} · ${bornAt}` : `Age: ${child.ageText}`;
}

export const DOCTOR_COPY = {
  talkToDoctor: 'To talk about with the doctor',
  scoreNote: 'Each score is the share of the age\u2019s milestones the parent observed. It is not a screening or diagnostic result.',
  notYetLead: 'The parent answered \u2018Not yet\u2019 for these milestones of the child\u2019s age:',
  noNotYet: 'The parent answered no milestone \u2018Not yet\u2019.',
  answersLead: 'The parent\u2019s answers to the CDC\u2019s \u201cother things to share with the doctor\u201d:',
  notAnswered: 'Not answered',
} as const;

/** The doctor's questions in the third person, in the CDC checklist's order. */
export const DOCTOR_QUESTIONS_THIRD_PERSON = {
  lostSkills: 'Has the child lost any skills they once had?',
  specialHealthcareNeeds: 'Does the child have any special healthcare needs, or were they born early?',
  concerns: 'Does the child do, or not do, anything that concerns the parent?',
  doTogether: 'What do the parent and child do together?',
  childLikes: 'What does the child like to do?',
} as const;

const quoted = (text: string) => `\u201c${text}\u201d`;
const yesNo = (answer: 'yes' | 'no' | null, details: string) =>
  answer === null ? DOCTOR_COPY.notAnswered : `${answer === 'yes' ? 'Yes' : 'No'}${details ? `: ${quoted(details)}` : ''}`;

/**
 * Every answer to the doctor's questions as the doctor's copy prints it: [question, answer], the
 * parent's own words in typographic quotes, "Not answered" for an empty one.
 */
export function doctorAnswerRows(answers: DoctorQuestions): [string, string][] {
  const text = (value: string) => (value ? quoted(value) : DOCTOR_COPY.notAnswered);
  const q = DOCTOR_QUESTIONS_THIRD_PERSON;
  return [
    [q.lostSkills, yesNo(answers.lostSkills, answers.lostSkillsDetails)],
    [q.specialHealthcareNeeds, yesNo(answers.specialHealthcareNeeds, answers.specialHealthcareNeedsDetails)],
    [q.concerns, text(answers.concerns)],
    [q.doTogether, text(answers.doTogether)],
    [q.childLikes, text(answers.childLikes)],
  ];
}

/**
 * The CDC's "Don't wait: act early" guidance (CDC, Learn the Signs. Act Early.) as the doctor's
 * copy gives it when the latest assessment calls for it, written for any country.
 */
export const DOCTOR_COPY_ACT_EARLY = {
  title: 'Don\u2019t wait: act early',
  steps: [
    'Talk about it now rather than at the next routine check-up.',
    'A developmental screening with a standard tool is advised, and a referral for a full evaluation if the concern remains.',
    'Early-intervention services can help before any diagnosis: in India the District Early Intervention Centre (RBSK), in the United States the state\u2019s Early Intervention programme, in the United Kingdom the health visitor or the NHS; elsewhere the national or local early-intervention service.',
  ],
  closing: 'Acting early can make a real difference.',
  source: 'Source: CDC, Learn the Signs. Act Early.',
  url: 'https://www.cdc.gov/act-early/',
} as const;

/** The act-early lead for the latest assessment: what the parent reported that calls for it. */
export function actEarlyLead(latest: { doctorQuestions: DoctorQuestions; notYet: readonly unknown[] }): string {
  const reasons: string[] = [];
  if (latest.doctorQuestions.lostSkills === 'yes') reasons.push('that the child has lost skills they once had');
  if (latest.doctorQuestions.concerns) reasons.push('a concern about the child\u2019s development');
  if (latest.notYet.length > 0)
    reasons.push(`\u2018Not yet\u2019 for ${plural(latest.notYet.length, 'milestone')} of the child\u2019s age`);
  const what = reasons.length > 1 ? `${reasons.slice(0, -1).join(', ')} and ${reasons[reasons.length - 1]}` : (reasons[0] ?? 'a concern');
  return `The parent reports ${what}.`;
}

/** The history's heading: "All assessments (3), newest first", or past the report's window "The latest 13 of 3,000 assessments (…), newest first". */
export function reportHistoryHeading(report: { assessments: readonly unknown[]; totalAssessments: number }): string {
  const shown = report.assessments.length;
  if (shown >= report.totalAssessments) return `All assessments (${shown}), newest first`;
  return `The latest ${shown} of ${report.totalAssessments.toLocaleString('en-IN')} assessments (the most recent and the latest of each earlier checklist), newest first`;
}

/**
 * The recommended screenings as the doctor's copy lists them (docs/product.md, "Screenings"):
 * the AAP's schedule at the report's date, by developmental age; absent from school age.
 */
export const DOCTOR_COPY_SCREENINGS = {
  title: 'Recommended screenings',
  lead: 'The AAP\u2019s recommended developmental and autism screenings at the child\u2019s developmental age (corrected age for a child born preterm, until 24 months), on the report\u2019s date:',
} as const;

/** "Autism screening at 18 months, 20 December 2026: Due now". */
export function screeningReportLine(screening: Screening): string {
  const when = `${screeningAgeText(screening.ageMonths)}, ${formatReportDate(screening.dueOn)}`;
  return `${SCREENING_LABELS[screening.kind]} ${when}: ${SCREENING_STATUS_LABELS[screening.status]}`;
}
