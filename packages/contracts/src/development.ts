import { z } from 'zod';
import { textSchema } from './text';
import { domainTypeSchema } from './domains';
import { isoDateOf } from './dates';
import { dateAtDevelopmentalAge, type AgeSubject } from './corrected-age';
import { formatReportDate } from './doctor-copy';

// The scores' wire names and texts live without zod, for pages that only show scores.
export { SCORE_KEYS, SCORE_LABEL, SCORE_NOTE, TALK_TO_DOCTOR_LABEL } from './domain-labels';
export type { ScoreKey } from './domain-labels';

/**
 * Milestone assessments (docs/product.md). A parent answers a checklist of age
 * milestones; each domain is scored as the percentage of age milestones observed. This is not
 * a screening result: any 'not yet' is listed as something to talk to the child's doctor about.
 */

/** Answer per milestone item, with its points (ASQ-3 style: yes 10, sometimes 5, not yet 0). */
export const MILESTONE_ANSWERS = ['yes', 'sometimes', 'not-yet'] as const;
export const milestoneAnswerSchema = z.enum(MILESTONE_ANSWERS);
export type MilestoneAnswer = z.infer<typeof milestoneAnswerSchema>;
export const MILESTONE_ANSWER_POINTS: Record<MilestoneAnswer, number> = { yes: 10, sometimes: 5, 'not-yet': 0 };
export const MILESTONE_ANSWER_LABELS: Record<MilestoneAnswer, string> = {
  yes: 'Yes',
  sometimes: 'Sometimes',
  'not-yet': 'Not yet',
};
/** Points of a 'yes': the per-item maximum in the score formula. */
export const MILESTONE_MAX_POINTS = 10;
/**
 * A domain is scored with at least this many answered items (one answer would swing the score by
 * 50 points or more), or when the parent answered every item the checklist has for the domain:
 * some checklists have a single item in a domain (e.g. the CDC's social-emotional at 12 and 60
 * months), and those must not stay unscored forever. See {@link domainScore}.
 */
export const MIN_ANSWERS_PER_DOMAIN = 2;
/** CDC checklist ages (months) and the school-age checklists (6-12 years), in months. */
export const CDC_CHECKLIST_AGES_MONTHS = [2, 4, 6, 9, 12, 15, 18, 24, 30, 36, 48, 60] as const;
export const SCHOOL_AGE_CHECKLIST_AGES_MONTHS = [72, 84, 96, 108, 120, 132, 144] as const;
export const CHECKLIST_AGES_MONTHS = [...CDC_CHECKLIST_AGES_MONTHS, ...SCHOOL_AGE_CHECKLIST_AGES_MONTHS] as const;

/**
 * The checklist for a child's age: the nearest checklist at or below the age in whole months
 * (the first for a younger age, but a baby younger than the first checklist gets none: see
 * {@link firstChecklistOn}). Pass the developmental age (the corrected age for a child born
 * before 37+0 weeks, under 24 months; see developmentalAgeInMonths).
 */
export function checklistAgeFor(ageMonths: number): number {
  let chosen: number = CHECKLIST_AGES_MONTHS[0];
  for (const age of CHECKLIST_AGES_MONTHS) if (age <= ageMonths) chosen = age;
  return chosen;
}

/** The age of the first checklist, in months: the CDC's milestone checklists start at 2 months. */
export const FIRST_CHECKLIST_AGE_MONTHS = CDC_CHECKLIST_AGES_MONTHS[0];

/**
 * The day ('yyyy-MM-dd') a baby's first milestone checklist opens, while the baby is younger than
 * FIRST_CHECKLIST_AGE_MONTHS (2) months of developmental age: the day they reach it
 * (dateAtDevelopmentalAge: 2 months after birth, or after the due date for a baby born before
 * 37+0 weeks). Null from that day on (a child is 2 months old on that day, not the next) and
 * without a valid birth date. `now` is compared by its local calendar date, as every age is
 * (docs/architecture.md, "Ages"). Source: the CDC's milestone checklists (Learn the Signs. Act
 * Early.) start at 2 months, so a younger baby is offered none: every "Not yet" would otherwise
 * read as a concern.
 */
export function firstChecklistOn(child: AgeSubject, now: Date = new Date()): string | null {
  const opensOn = dateAtDevelopmentalAge(child, FIRST_CHECKLIST_AGE_MONTHS);
  return opensOn !== null && isoDateOf(now) < opensOn ? opensOn : null;
}

/**
 * What a parent reads while the first checklist is not open yet ({@link firstChecklistOn}).
 * `opensOn` is 'yyyy-MM-dd'; `corrected` says the date follows the corrected age.
 */
export const FIRST_CHECKLIST_MESSAGES = {
  /** The 400 answer of a draft or a submission for a baby younger than the first checklist. */
  notOpenYet: (opensOn: string, corrected: boolean) =>
    `The first milestone checklist opens on ${formatReportDate(opensOn)}, at 2 months${corrected ? ' (corrected age)' : ''}.`,
  /** The panel shown instead of the checklist. */
  title: 'Your baby\u2019s first milestone checklist',
  opensOn: (opensOn: string, corrected: boolean) =>
    `Your baby\u2019s first milestone checklist opens on ${formatReportDate(opensOn)} (at 2 months${corrected ? ', corrected age' : ''}).`,
  why: 'The CDC\u2019s milestone checklists start at 2 months.',
  enjoyNow: 'Until then, simply enjoy your baby: cuddles, talking and singing to them, and tummy time while they are awake and watched.',
  worried: 'Talk to your baby\u2019s doctor or health visitor any time you are worried; there is no need to wait for a checklist.',
  /** Beside 'Take First Assessment' on the child's page. */
  short: (opensOn: string, corrected: boolean) =>
    `The first milestone checklist opens on ${formatReportDate(opensOn)} (at 2 months${corrected ? ', corrected age' : ''}).`,
} as const;

export const milestoneItemSchema = z.object({
  key: z.string(),
  domain: domainTypeSchema,
  text: z.string(),
  source: z.string(),
});
export type MilestoneItem = z.infer<typeof milestoneItemSchema>;

export const milestoneChecklistSchema = z.object({
  key: z.string(),
  ageMonths: z.number().int(),
  title: z.string(),
  source: z.string(),
  disclaimer: z.string(),
  version: z.string(),
  items: z.array(milestoneItemSchema),
});
export type MilestoneChecklist = z.infer<typeof milestoneChecklistSchema>;

/** Answers by item key. */
export const milestoneAnswersSchema = z.record(textSchema().min(1).max(80), milestoneAnswerSchema);
export type MilestoneAnswers = z.infer<typeof milestoneAnswersSchema>;

/**
 * The CDC checklists' "Other important things to share with the doctor" (CDC, Learn the Signs.
 * Act Early., milestone checklists 2022), asked with every assessment. A 'yes' to lost skills
 * or a written concern brings the act-early prompt ({@link ACT_EARLY_GUIDANCE}).
 */
export const DOCTOR_QUESTIONS = {
  lostSkills: 'Has your child lost any skills he/she once had?',
  specialHealthcareNeeds: 'Does your child have any special healthcare needs or was he/she born prematurely?',
  concerns: 'Is there anything your child does or does not do that concerns you?',
  doTogether: 'What are some things you and your child do together?',
  childLikes: 'What are some things your child likes to do?',
} as const;
export const DOCTOR_QUESTIONS_TITLE = 'Other things to share with the doctor';
export const DOCTOR_QUESTIONS_SOURCE = 'Source: CDC, Learn the Signs. Act Early. Milestone checklists (2022).';
/** Longest free-text answer to a doctor's question, in characters. */
export const DOCTOR_ANSWER_MAX_LENGTH = 1000;
export const YES_NO = ['yes', 'no'] as const;
export const yesNoSchema = z.enum(YES_NO);
export type YesNo = z.infer<typeof yesNoSchema>;

/**
 * The answers to the doctor's questions: lostSkills and specialHealthcareNeeds 'yes' | 'no' |
 * null (not answered), each with optional details; the rest free text (at most 1000 characters,
 * '' when empty). Every field is optional in a payload and defaults to empty.
 */
export const doctorQuestionsSchema = z.object({
  lostSkills: yesNoSchema.nullable().default(null),
  lostSkillsDetails: textSchema().trim().max(DOCTOR_ANSWER_MAX_LENGTH).default(''),
  specialHealthcareNeeds: yesNoSchema.nullable().default(null),
  specialHealthcareNeedsDetails: textSchema().trim().max(DOCTOR_ANSWER_MAX_LENGTH).default(''),
  concerns: textSchema().trim().max(DOCTOR_ANSWER_MAX_LENGTH).default(''),
  doTogether: textSchema().trim().max(DOCTOR_ANSWER_MAX_LENGTH).default(''),
  childLikes: textSchema().trim().max(DOCTOR_ANSWER_MAX_LENGTH).default(''),
});
export type DoctorQuestions = z.output<typeof doctorQuestionsSchema>;
export const EMPTY_DOCTOR_QUESTIONS: DoctorQuestions = doctorQuestionsSchema.parse({});

/**
 * The CDC's "Don't wait: act early" guidance, shown whenever an assessment calls for it (see
 * {@link needsActEarly}: lost skills, a written concern, or a milestone "Not yet"), on the
 * assessment, the report and the doctor's copy. Paraphrased from CDC, Learn the Signs. Act Early.
 * ("If you're concerned, act early"), written for any country: the child's doctor or health
 * visitor first, then the national early-intervention service.
 */
export const ACT_EARLY_GUIDANCE = {
  title: 'Don\u2019t wait: act early',
  lead: 'You noted something to talk about: a skill your child has lost, a milestone not seen yet, or a concern. Talk with your child\u2019s doctor now rather than waiting for the next check-up. You know your child best.',
  steps: [
    'Talk with your child\u2019s doctor or health visitor now: share what you have noticed and ask for a developmental screening.',
    'If you or the doctor are still concerned, ask for a referral to a specialist who can look more closely at your child\u2019s development.',
    'Contact your national early-intervention service; you usually do not need a doctor\u2019s referral. For example: in India, the District Early Intervention Centre (DEIC, under RBSK); in the UK, your health visitor or the NHS; in the US, your state\u2019s Early Intervention programme (for a child under 3) or the local public school (3 or older).',
  ],
  closing: 'Acting early can make a real difference.',
  source: 'Source: CDC, Learn the Signs. Act Early.',
  url: 'https://www.cdc.gov/act-early/',
} as const;

/**
 * Whether an assessment calls for the act-early guidance (CDC: act early on missed milestones,
 * lost skills or any other concern): a 'yes' to lost skills, a written concern, or any milestone
 * of the child's age checklist answered 'not-yet' (`answers`, when given).
 */
export function needsActEarly(
  questions: (Pick<DoctorQuestions, 'lostSkills'> & Partial<Pick<DoctorQuestions, 'concerns'>>) | null | undefined,
  answers?: Record<string, MilestoneAnswer> | null,
): boolean {
  if (questions?.lostSkills === 'yes') return true;
  if ((questions?.concerns ?? '').trim() !== '') return true;
  return Object.values(answers ?? {}).includes('not-yet');
}

/**
 * GET /api/child-profiles/{childId}/milestone-checklist: the checklist plus the saved draft, if any.
 * A baby younger than 2 months of developmental age gets no checklist (`checklist` and `draft`
 * null) and the day it opens in `firstChecklistOn` (CDC checklists start at 2 months; see
 * {@link firstChecklistOn}).
 */
export const assessmentFormSchema = z.object({
  /** Chronological age in whole months. */
  childAgeMonths: z.number().int(),
  /** Corrected age in whole months, which chose the checklist; null when it does not apply. */
  correctedAgeMonths: z.number().int().nullable(),
  /** The checklist for the child's developmental age; null before the first one opens. */
  checklist: milestoneChecklistSchema.nullable(),
  /** 'yyyy-MM-dd', the day the first checklist opens, while the child is younger; else null. */
  firstChecklistOn: z.string().nullable(),
  /**
   * 'yyyy-MM-dd', the day (the 24-month birthday) a preterm child's checklists, activities and
   * tips switch from corrected to actual age, from a month before it (correctionEndsSoon); else null.
   */
  correctionEndsOn: z.string().nullable(),
  draft: z.object({ answers: milestoneAnswersSchema, doctorQuestions: doctorQuestionsSchema, updatedAt: z.string() }).nullable(),
});
export type AssessmentForm = z.infer<typeof assessmentFormSchema>;

/** PUT /api/child-profiles/{childId}/assessment-draft 200 response: when the draft was saved (ISO date-time). */
export const assessmentDraftSavedSchema = z.object({ updatedAt: z.string() });
export type AssessmentDraftSaved = z.infer<typeof assessmentDraftSavedSchema>;

/**
 * PUT /api/child-profiles/{childId}/assessment-draft and POST /api/child-profiles/{childId}/assessments:
 * the checklist, the milestone answers and (optional) the answers to the doctor's questions.
 */
export const assessmentAnswersPayloadSchema = z.object({
  checklistKey: textSchema().min(1).max(40),
  answers: milestoneAnswersSchema,
  doctorQuestions: doctorQuestionsSchema.optional(),
});
export type AssessmentAnswersPayload = z.infer<typeof assessmentAnswersPayloadSchema>;

/** The new-assessment page's message when it is submitted without any milestone answered. */
export const NO_MILESTONE_ANSWERED = 'Answer at least one milestone before submitting.';

/**
 * The new-assessment form's values (mf-dashboard): the milestone answers, at least one to submit
 * ({@link NO_MILESTONE_ANSWERED}), and the answers to the doctor's questions.
 */
export const newAssessmentValuesSchema = z.object({
  answers: milestoneAnswersSchema.refine((answers) => Object.keys(answers).length > 0, NO_MILESTONE_ANSWERED),
  doctorQuestions: doctorQuestionsSchema,
});
export type NewAssessmentValues = { answers: MilestoneAnswers; doctorQuestions: DoctorQuestions };

/** One domain's result: score null when the domain is not scored (see {@link domainScore}). */
export const domainResultSchema = z.object({
  domain: domainTypeSchema,
  answered: z.number().int(),
  points: z.number().int(),
  score: z.number().int().min(0).max(100).nullable(),
});
export type DomainResult = z.infer<typeof domainResultSchema>;

const nullableScore = z.number().int().min(0).max(100).nullable();

/** GET /api/child-profiles/{childId}/development-assessment: the latest scores (404 when none). */
export const developmentScoresSchema = z.object({
  cognitive: nullableScore,
  physical: nullableScore,
  socialEmotional: nullableScore,
  language: nullableScore,
  moral: nullableScore,
  assessedAt: z.string(),
});
export type DevelopmentScores = z.infer<typeof developmentScoresSchema>;

/** A submitted assessment with its results (history, report). */
export const assessmentResultSchema = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  childName: z.string(),
  checklistKey: z.string(),
  checklistTitle: z.string(),
  /** The checklist's attribution (e.g. "Source: CDC, Learn the Signs. Act Early."), shown with its items. */
  checklistSource: z.string(),
  /** The checklist's disclaimer (the CDC's non-endorsement statement, or our own note), shown with its items. */
  checklistDisclaimer: z.string(),
  /** The child's age in whole months when assessed (the checklist's own age is in checklistTitle). */
  ageMonths: z.number().int(),
  assessedAt: z.string(),
  scores: developmentScoresSchema,
  domains: z.array(domainResultSchema),
  /** Items answered 'not yet': to talk about with the child's doctor. */
  notYet: z.array(milestoneItemSchema),
  /** Items answered 'yes': strengths. */
  strengths: z.array(milestoneItemSchema),
  /** The answers to the doctor's questions (empty for assessments stored before they were asked). */
  doctorQuestions: doctorQuestionsSchema,
  /** True on lost skills, a written concern or a 'not yet' (see {@link needsActEarly}): show {@link ACT_EARLY_GUIDANCE}. */
  actEarly: z.boolean(),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

/**
 * Score for a domain: 100 × points ÷ (10 × items answered), rounded to a whole percent. Null (not
 * scored) when nothing is answered, or when fewer than MIN_ANSWERS_PER_DOMAIN items are answered
 * and the checklist has more items for the domain than were answered. `itemsInDomain` is how
 * many items the checklist has for the domain.
 */
export function domainScore(answers: readonly MilestoneAnswer[], itemsInDomain: number): number | null {
  if (answers.length === 0) return null;
  if (answers.length < MIN_ANSWERS_PER_DOMAIN && answers.length < itemsInDomain) return null;
  const points = answers.reduce((sum, answer) => sum + MILESTONE_ANSWER_POINTS[answer], 0);
  return Math.round((100 * points) / (MILESTONE_MAX_POINTS * answers.length));
}
