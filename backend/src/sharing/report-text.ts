import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import {
  actEarlyLead,
  chronologicalAgeInDays,
  chronologicalAgeInMonths,
  chronologicalAgeInYears,
  CORRECTED_AGE_UNTIL_MONTHS,
  correctedAgeInDays,
  correctedAgeInMonths,
  formatAge,
  CHART_SEX_LABELS,
  doctorAnswerRows,
  DOCTOR_COPY,
  DOCTOR_COPY_ACT_EARLY,
  DOCTOR_COPY_SCREENINGS,
  DOCTOR_QUESTIONS_SOURCE,
  DOCTOR_QUESTIONS_TITLE,
  DOMAIN_LABELS,
  formatAgeSpan,
  formatReportDate,
  GROWTH_INDICATOR_LABELS,
  GROWTH_REPORT_TEXT,
  IMMUNISATIONS_REPORT_TEXT,
  immunisationReportLines,
  INTL_LOCALES,
  ordinal,
  percentileWords,
  REPORT_UPCOMING_DOSES,
  reportAgeLine,
  reportHistoryHeading,
  scheduleDose,
  SCORE_LABEL,
  SCREENINGS_TEXT,
  screeningReportLine,
  VACCINE_LABELS,
  VACCINE_LABELS_HI,
  DOSE_LABELS_HI,
  SCHEDULE_TEXTS_HI,
  type AgeSubject,
  type ImmunisationScheduleData,
  type ChartSexName,
  type DoctorQuestions,
  type DomainType,
  type GrowthIndicatorName,
  type ImmunisationDose,
  type Immunisations,
  type Locale,
  type MilestoneItem,
  type Screening,
  type SharedAssessment,
  type SharedReport,
} from '@flourishly/contracts';
import { CDC_ATTRIBUTION, CDC_DISCLAIMER } from '../content/cdc-milestones';
import {
  CDC_ATTRIBUTION_HI,
  CDC_DISCLAIMER_HI,
  CHECKLIST_TITLES_HI,
  SCHOOL_AGE_DISCLAIMER_HI,
  SCHOOL_AGE_SOURCE_HI,
} from '../content/hi/milestones.hi';
import { REPORT_MESSAGES_HI } from '../content/hi/report.hi';
import { milestoneItemIn } from '../content/localize';
import { SCHOOL_AGE_DISCLAIMER, SCHOOL_AGE_SOURCE } from '../content/school-age-milestones';

/** A measure on a chart's y axis. */
export type ChartMeasure = 'weight' | 'length' | 'head' | 'bmi';

/**
 * Every text of the report PDF in one language (report-pdf.ts, report-pdf-growth.ts). English is
 * the doctor's copy of the contracts, unchanged; another language formats its own messages
 * (content/hi/report.hi.ts) with FormatJS in its Intl tag, and shows the checklists' content by
 * their keys, English where it has none.
 */
export interface ReportText {
  locale: Locale;
  /** A day ('yyyy-MM-dd' or ISO), in UTC: "6 December 2026", "6 दिसंबर 2026". */
  date(iso: string): string;
  title(firstName: string): string;
  /**
   * A child's age on `now` as parents say it (the contracts' formatAge, in the language's words):
   * "10 months (corrected: 7 months)", "10 महीने (सुधारी गई उम्र: 7 महीने)"; "Unknown" without a
   * valid birth date. The shared report's `child.ageText`.
   */
  ageText(child: AgeSubject, now: Date): string;
  ageLine(child: SharedReport['child']): string;
  generated(iso: string): string;
  linkExpiry(iso: string): string;
  scoreNote: string;
  score(score: number | null): string;
  noAssessment: string;
  actEarly: { title: string; lead(latest: SharedAssessment): string; steps: readonly string[]; closing: string; source: string };
  latest(assessment: SharedAssessment): string;
  domain(domain: DomainType): string;
  domainScore(domain: DomainType, score: number | null): string;
  /** A milestone's text and its muted note (domain · source). */
  milestone(item: MilestoneItem): { text: string; note: string };
  observed: string;
  talkToDoctor: string;
  notYetLead: string;
  noNotYet: string;
  questionsTitle: string;
  answersLead: string;
  answerRows(answers: DoctorQuestions): [string, string][];
  questionsSource: string;
  historyHeading(report: SharedReport): string;
  historyLine(assessment: SharedAssessment): string;
  about: string;
  checklistTitle(assessment: SharedAssessment): string;
  /** A checklist's attribution or disclaimer. */
  checklistNote(text: string): string;
  screenings: { title: string; lead: string; line(screening: Screening): string; source: string };
  immunisations: {
    /** "Immunisations (<the schedule's edition>)". */
    title(schedule: ImmunisationScheduleData): string;
    lead: string;
    none: string;
    lines(immunisations: Immunisations): string[];
    /** "Source: <the schedule's source>". */
    source(schedule: ImmunisationScheduleData): string;
  };
  growth: {
    title: string;
    lead: string;
    none: string;
    lines: string;
    corrected: string;
    table: string;
    columns: string[];
    indicator(indicator: GrowthIndicatorName): string;
    chartTitle(indicator: GrowthIndicatorName, sex: ChartSexName): string;
    /** "45th percentile", "below the 1st percentile". */
    percentile(percentile: number): string;
    /** A percentile curve's label at its end: "3rd", "50th". */
    curve(percentile: number): string;
    xAxis(unit: 'months' | 'cm'): string;
    yAxis(measure: ChartMeasure, unit: string): string;
    decimal(value: number, digits: number): string;
  };
}

const Y_LABELS_EN: Record<ChartMeasure, string> = { weight: 'Weight', length: 'Length/height', head: 'Head circumference', bmi: 'BMI' };

/** The report in English: the contracts' doctor's copy, as before languages came. */
const ENGLISH: ReportText = {
  locale: 'en',
  date: formatReportDate,
  title: (firstName) => `Development Report for ${firstName}`,
  ageText: (child, now) => formatAge(child, now) ?? 'Unknown',
  ageLine: reportAgeLine,
  generated: (iso) => `Generated ${formatReportDate(iso)}.`,
  linkExpiry: (iso) => `Shared by the child\u2019s parent through a read-only link valid until ${formatReportDate(iso)}.`,
  scoreNote: `Scores are the ${SCORE_LABEL}. ${DOCTOR_COPY.scoreNote}`,
  score: (score) => (score === null ? 'Not scored' : `${score}%`),
  noAssessment: 'No development assessment available.',
  actEarly: { ...DOCTOR_COPY_ACT_EARLY, lead: actEarlyLead },
  latest: (assessment) => `Latest assessment: ${formatReportDate(assessment.assessedAt)} (${assessment.checklistTitle})`,
  domain: (domain) => DOMAIN_LABELS[domain],
  domainScore: (domain, score) => `${DOMAIN_LABELS[domain]}: ${ENGLISH.score(score)}`,
  milestone: (item) => ({ text: item.text, note: `${DOMAIN_LABELS[item.domain]} · ${item.source}` }),
  observed: 'Milestones observed',
  talkToDoctor: DOCTOR_COPY.talkToDoctor,
  notYetLead: DOCTOR_COPY.notYetLead,
  noNotYet: DOCTOR_COPY.noNotYet,
  questionsTitle: DOCTOR_QUESTIONS_TITLE,
  answersLead: DOCTOR_COPY.answersLead,
  answerRows: doctorAnswerRows,
  questionsSource: DOCTOR_QUESTIONS_SOURCE,
  historyHeading: reportHistoryHeading,
  historyLine: (assessment) =>
    `${formatReportDate(assessment.assessedAt)}, age ${formatAgeSpan(assessment.ageMonths)}, ${assessment.checklistTitle}`,
  about: 'About these milestones',
  checklistTitle: (assessment) => assessment.checklistTitle,
  checklistNote: (text) => text,
  screenings: { ...DOCTOR_COPY_SCREENINGS, line: screeningReportLine, source: SCREENINGS_TEXT.source },
  immunisations: {
    title: (schedule) => `${IMMUNISATIONS_REPORT_TEXT.title} (${schedule.edition})`,
    lead: IMMUNISATIONS_REPORT_TEXT.lead,
    none: IMMUNISATIONS_REPORT_TEXT.none,
    lines: immunisationReportLines,
    source: (schedule) => `Source: ${schedule.source}`,
  },
  growth: {
    ...GROWTH_REPORT_TEXT,
    table: 'Latest measurements',
    columns: ['Indicator', 'Date', 'Value', 'Percentile', 'z-score'],
    indicator: (indicator) => GROWTH_INDICATOR_LABELS[indicator],
    chartTitle: (indicator, sex) => `${GROWTH_INDICATOR_LABELS[indicator]} · ${CHART_SEX_LABELS[sex]}`,
    percentile: (percentile) => percentileWords(percentile).replace(/^on the /, ''),
    curve: ordinal,
    xAxis: (unit) => (unit === 'months' ? 'Age (months)' : 'Length/height (cm)'),
    yAxis: (measure, unit) => `${Y_LABELS_EN[measure]} (${unit})`,
    decimal: (value, digits) => value.toFixed(digits),
  },
};

/** The Hindi of the checklists' attributions and disclaimers, by their English. */
const CHECKLIST_NOTES_HI: Readonly<Record<string, string>> = {
  [CDC_ATTRIBUTION]: CDC_ATTRIBUTION_HI,
  [CDC_DISCLAIMER]: CDC_DISCLAIMER_HI,
  [SCHOOL_AGE_SOURCE]: SCHOOL_AGE_SOURCE_HI,
  [SCHOOL_AGE_DISCLAIMER]: SCHOOL_AGE_DISCLAIMER_HI,
};

/** The message id of each domain's name. */
const DOMAIN_IDS: Record<DomainType, string> = {
  cognitive: 'domain.cognitive',
  physical: 'domain.physical',
  'social-emotional': 'domain.socialEmotional',
  language: 'domain.language',
  moral: 'domain.moral',
};

/** How a schedule's label names a dose (the same kinds as the immunisation screen's messages). */
function doseLabelKind(label: string | undefined): { kind: string; number?: number } {
  if (label === undefined) return { kind: 'dose' };
  if (label === 'Birth dose (OPV 0)') return { kind: 'birth' };
  const booster = /^Booster(?: (\d+))?$/.exec(label);
  if (booster) return booster[1] ? { kind: 'boosterNumber', number: Number(booster[1]) } : { kind: 'booster' };
  return { kind: 'named' };
}

type HindiId = keyof typeof REPORT_MESSAGES_HI;

/** The report in Hindi (content/hi/report.hi.ts), dates and numbers as hi-IN. */
function hindi(): ReportText {
  const intl: IntlShape<HindiId> = createIntl<HindiId>(
    {
      locale: INTL_LOCALES.hi,
      messages: REPORT_MESSAGES_HI,
      onError: (error) => {
        throw error;
      },
    },
    createIntlCache(),
  );
  const t = (id: HindiId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const date = (iso: string) => intl.formatDate(new Date(iso), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const span = (months: number) => {
    if (months <= 0) return t('span.underMonth');
    if (months < 12) return t('span.months', { count: months });
    if (months < 24) return months === 12 ? t('span.years', { count: 1 }) : t('span.yearMonths', { count: months - 12 });
    return t('span.years', { count: Math.floor(months / 12) });
  };
  // formatAgeSpan of the contracts: days and weeks in the first month.
  const ageSpan = (months: number, days: number) => {
    if (months > 0) return span(months);
    return days >= 7 ? t('span.weeks', { count: Math.floor(days / 7) }) : t('span.days', { count: Math.max(0, days) });
  };
  // formatAge of the contracts, in these words.
  const ageText = (child: AgeSubject, now: Date) => {
    const months = chronologicalAgeInMonths(child.dateOfBirth, now);
    if (months === null) return t('ageText.unknown');
    if (months >= CORRECTED_AGE_UNTIL_MONTHS) return t('span.years', { count: chronologicalAgeInYears(child.dateOfBirth, now) ?? 0 });
    const chronological = ageSpan(months, chronologicalAgeInDays(child.dateOfBirth, now) ?? 0);
    const correctedDays = correctedAgeInDays(child, now);
    const correctedMonths = correctedAgeInMonths(child, now);
    if (correctedDays === null || correctedMonths === null) return chronological;
    const corrected =
      correctedDays < 0 ? t('ageText.beforeDue', { age: ageSpan(0, -correctedDays) }) : ageSpan(correctedMonths, correctedDays);
    return t('ageCorrected', { age: chronological, corrected });
  };
  const score = (value: number | null) => (value === null ? t('notScored') : t('score', { score: value }));
  const domain = (name: DomainType) => t(DOMAIN_IDS[name] as HindiId);
  const checklistTitle = (assessment: SharedAssessment) => CHECKLIST_TITLES_HI[assessment.checklistKey] ?? assessment.checklistTitle;
  const quoted = (text: string) => t('quoted', { text });
  const yesNo = (answer: 'yes' | 'no' | null, details: string) => {
    if (answer === null) return t('notAnswered');
    return details ? t('yesWithDetails', { answer: t(answer), details }) : t(answer);
  };
  const doseName = (immunisations: Immunisations, dose: ImmunisationDose) => {
    const label = scheduleDose(immunisations.schedule, dose.vaccine, dose.dose)?.label;
    const { kind, number } = doseLabelKind(label);
    return t('immunisations.doseName', {
      vaccine: VACCINE_LABELS_HI[dose.vaccine] ?? VACCINE_LABELS[dose.vaccine],
      kind,
      number: number ?? dose.dose,
      label: label ? (DOSE_LABELS_HI[label] ?? label) : '',
    });
  };
  const due = (dose: ImmunisationDose) =>
    dose.dueBy ? t('immunisations.range', { from: date(dose.dueFrom), to: date(dose.dueBy) }) : date(dose.dueFrom);
  const percentile = (value: number) => {
    if (value < 1) return t('growth.percentile.below');
    if (value > 99) return t('growth.percentile.above');
    return t('growth.percentile', { percentile: Math.round(value) });
  };
  const report: ReportText = {
    locale: 'hi',
    date,
    title: (firstName) => t('title', { name: firstName }),
    ageText,
    ageLine: (child) => {
      const age =
        child.correctedAgeMonths === null
          ? span(child.ageMonths)
          : t('ageCorrected', { age: span(child.ageMonths), corrected: span(child.correctedAgeMonths) });
      return child.gestationalAgeAtBirthWeeks === null
        ? t('age', { age })
        : t('ageBornAt', { age, weeks: child.gestationalAgeAtBirthWeeks });
    },
    generated: (iso) => t('generated', { date: date(iso) }),
    linkExpiry: (iso) => t('linkExpiry', { date: date(iso) }),
    scoreNote: t('scoreNote'),
    score,
    noAssessment: t('noAssessment'),
    actEarly: {
      title: t('actEarly.title'),
      lead: (latest) => {
        const reasons: string[] = [];
        if (latest.doctorQuestions.lostSkills === 'yes') reasons.push(t('actEarly.lostSkills'));
        if (latest.doctorQuestions.concerns) reasons.push(t('actEarly.concern'));
        if (latest.notYet.length > 0) reasons.push(t('actEarly.notYet', { count: latest.notYet.length }));
        return t('actEarly.lead', { reasons: reasons.length > 0 ? intl.formatList(reasons) : t('actEarly.aConcern') });
      },
      steps: [t('actEarly.step1'), t('actEarly.step2'), t('actEarly.step3')],
      closing: t('actEarly.closing'),
      source: t('actEarly.source'),
    },
    latest: (assessment) => t('latest', { date: date(assessment.assessedAt), checklist: checklistTitle(assessment) }),
    domain,
    domainScore: (name, value) => t('domainScore', { domain: domain(name), score: score(value) }),
    milestone: (item) => {
      const hindiItem = milestoneItemIn('hi', item);
      return { text: hindiItem.text, note: t('milestoneNote', { domain: domain(item.domain), source: hindiItem.source }) };
    },
    observed: t('observed'),
    talkToDoctor: t('talkToDoctor'),
    notYetLead: t('notYetLead'),
    noNotYet: t('noNotYet'),
    questionsTitle: t('questions.title'),
    answersLead: t('questions.lead'),
    answerRows: (answers) => {
      const text = (value: string) => (value ? quoted(value) : t('notAnswered'));
      return [
        [t('questions.lostSkills'), yesNo(answers.lostSkills, answers.lostSkillsDetails)],
        [t('questions.specialHealthcareNeeds'), yesNo(answers.specialHealthcareNeeds, answers.specialHealthcareNeedsDetails)],
        [t('questions.concerns'), text(answers.concerns)],
        [t('questions.doTogether'), text(answers.doTogether)],
        [t('questions.childLikes'), text(answers.childLikes)],
      ];
    },
    questionsSource: t('questions.source'),
    historyHeading: ({ assessments, totalAssessments }) =>
      assessments.length >= totalAssessments
        ? t('history.all', { count: assessments.length })
        : t('history.window', { shown: assessments.length, total: totalAssessments }),
    historyLine: (assessment) =>
      t('history.line', { date: date(assessment.assessedAt), age: span(assessment.ageMonths), checklist: checklistTitle(assessment) }),
    about: t('about'),
    checklistTitle,
    checklistNote: (text) => CHECKLIST_NOTES_HI[text] ?? text,
    screenings: {
      title: t('screenings.title'),
      lead: t('screenings.lead'),
      line: (screening) =>
        t('screenings.line', { months: screening.ageMonths, kind: screening.kind, date: date(screening.dueOn), status: screening.status }),
      source: t('screenings.source'),
    },
    immunisations: {
      title: (schedule) => t('immunisations.title', { edition: SCHEDULE_TEXTS_HI[schedule.name]?.edition ?? schedule.edition }),
      lead: t('immunisations.lead'),
      none: t('immunisations.none'),
      // The order of immunisationReportLines: given (by day given), overdue, due, then the next upcoming.
      lines: (immunisations) => {
        const of = (status: ImmunisationDose['status']) => immunisations.doses.filter((dose) => dose.status === status);
        const given = of('given')
          .sort((a, b) => (a.givenOn ?? '').localeCompare(b.givenOn ?? ''))
          .map((dose) => t('immunisations.given', { dose: doseName(immunisations, dose), date: date(dose.givenOn as string) }));
        const overdue = of('overdue').map((dose) => t('immunisations.overdue', { dose: doseName(immunisations, dose), due: due(dose) }));
        const dueNow = of('due').map((dose) => t('immunisations.due', { dose: doseName(immunisations, dose), due: due(dose) }));
        const upcoming = of('upcoming')
          .slice(0, REPORT_UPCOMING_DOSES)
          .map((dose) => t('immunisations.upcoming', { dose: doseName(immunisations, dose), due: due(dose) }));
        return [...given, ...overdue, ...dueNow, ...upcoming];
      },
      source: (schedule) => t('source', { source: SCHEDULE_TEXTS_HI[schedule.name]?.source ?? schedule.source }),
    },
    growth: {
      title: t('growth.title'),
      lead: t('growth.lead'),
      none: t('growth.none'),
      lines: t('growth.lines'),
      corrected: t('growth.corrected'),
      table: t('growth.table'),
      columns: [
        t('growth.column.indicator'),
        t('growth.column.date'),
        t('growth.column.value'),
        t('growth.column.percentile'),
        t('growth.column.zScore'),
      ],
      indicator: (indicator) => t(`growth.indicator.${indicator}`),
      chartTitle: (indicator, sex) =>
        t('growth.chartTitle', { indicator: t(`growth.indicator.${indicator}`), chart: t(`growth.chartSex.${sex}`) }),
      percentile,
      curve: (value) => t('growth.curve', { percentile: value }),
      xAxis: (unit) => (unit === 'months' ? t('growth.axis.age') : t('growth.axis.length')),
      yAxis: (measure, unit) => t('growth.axis.y', { measure, unit }),
      decimal: (value, digits) => intl.formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    },
  };
  return report;
}

let hindiText: ReportText | undefined;

/** The report's texts in `locale` (the Hindi ones made on first use). */
export function reportTextIn(locale: Locale): ReportText {
  if (locale === 'en') return ENGLISH;
  hindiText ??= hindi();
  return hindiText;
}
