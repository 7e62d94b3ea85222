import {
  actEarlyLead,
  doctorAnswerRows,
  DOCTOR_COPY,
  DOCTOR_COPY_ACT_EARLY,
  DOCTOR_COPY_SCREENINGS,
  DOCTOR_QUESTIONS_SOURCE,
  DOCTOR_QUESTIONS_TITLE,
  DOMAIN_LABELS,
  DOMAIN_TYPES,
  formatAgeSpan,
  formatReportDate,
  IMMUNISATION_SCHEDULES,
  IMMUNISATIONS_REPORT_TEXT,
  immunisationReportLines,
  reportAgeLine,
  reportHistoryHeading,
  SCREENINGS_TEXT,
  screeningReportLine,
  SCORE_KEYS,
  SCORE_LABEL,
  type MilestoneItem,
  type SharedReport,
} from '@flourishly/contracts';
import { growthBlocks, type PdfChart } from './report-pdf-growth';

/**
 * One block of the report PDF: the layout the worker draws (report-pdf.worker.js). The content is
 * decided here, on the main thread, in microseconds; pdfkit's layout, font subsetting and
 * compression, which take the time, run in a worker thread (ReportPdfService).
 */
export type PdfBlock =
  | { kind: 'title' | 'heading' | 'text' | 'strong' | 'muted'; text: string }
  /** A bullet with a muted second line (a milestone and its domain and source). */
  | { kind: 'item'; text: string; note?: string }
  /** A table under its caption (`text`): a bold header row, then one line per row. */
  | { kind: 'table'; text: string; columns: string[]; rows: string[][] }
  /** A chart drawn as vector graphics under its title (`text`). */
  | { kind: 'chart'; text: string; chart: PdfChart };

/** What the worker receives: the document's title (its metadata) and its blocks. */
export interface PdfDocumentModel {
  title: string;
  blocks: PdfBlock[];
}

const scoreText = (score: number | null) => (score === null ? 'Not scored' : `${score}%`);

export interface ReportPdfOptions {
  /** Shown under the title: a link's expiry, or nothing for the parent's own copy. */
  expiryNote?: string;
}

/** "Shared by the child's parent through a read-only link valid until 6 December 2026." */
export function linkExpiryNote(expiresAt: string): string {
  return `Shared by the child\u2019s parent through a read-only link valid until ${formatReportDate(expiresAt)}.`;
}

/** The recommended screenings at the report's date (at most 5 lines; nothing from school age). */
function screeningBlocks(report: SharedReport): PdfBlock[] {
  const { screenings } = report;
  if (screenings.length === 0) return [];
  return [
    { kind: 'heading', text: DOCTOR_COPY_SCREENINGS.title },
    { kind: 'text', text: DOCTOR_COPY_SCREENINGS.lead },
    ...screenings.map((screening): PdfBlock => ({ kind: 'item', text: screeningReportLine(screening) })),
    { kind: 'muted', text: SCREENINGS_TEXT.source },
  ];
}

/** The immunisation record at the report's date: given, overdue, due and the next doses, with the schedule's source. */
function immunisationBlocks(report: SharedReport): PdfBlock[] {
  if (!report.immunisations) return [];
  const lines = immunisationReportLines(report.immunisations);
  const schedule = IMMUNISATION_SCHEDULES[report.immunisations.schedule];
  return [
    { kind: 'heading', text: `${IMMUNISATIONS_REPORT_TEXT.title} (${schedule.edition})` },
    { kind: 'text', text: IMMUNISATIONS_REPORT_TEXT.lead },
    ...(report.immunisations.doses.some((dose) => dose.status === 'given')
      ? []
      : [{ kind: 'text', text: IMMUNISATIONS_REPORT_TEXT.none } as PdfBlock]),
    ...lines.map((text): PdfBlock => ({ kind: 'item', text })),
    { kind: 'muted', text: `Source: ${schedule.source}` },
  ];
}

/**
 * The development report as the doctor's copy (docs/architecture.md, "Report links"), in the
 * third person: the child's age with the corrected age and gestational age, the act-early guidance
 * when the latest assessment calls for it, the latest scores, strengths, the milestones answered
 * 'not yet', every answer to the doctor's questions, the recommended screenings under 5 years, the
 * immunisation record, the WHO growth charts, the
 * report's window of assessments and the checklist's attribution and disclaimer. Every date reads "6 December 2026".
 */
export function reportPdfModel(report: SharedReport, options: ReportPdfOptions = {}): PdfDocumentModel {
  const title = `Development Report for ${report.child.firstName}`;
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    { kind: 'text', text: reportAgeLine(report.child) },
    { kind: 'muted', text: `Generated ${formatReportDate(report.generatedAt)}.` },
  ];
  const items = (list: MilestoneItem[]) => {
    for (const item of list) blocks.push({ kind: 'item', text: item.text, note: `${DOMAIN_LABELS[item.domain]} · ${item.source}` });
  };
  if (options.expiryNote) blocks.push({ kind: 'muted', text: options.expiryNote });
  blocks.push({ kind: 'muted', text: `Scores are the ${SCORE_LABEL}. ${DOCTOR_COPY.scoreNote}` });

  const [latest] = report.assessments;
  if (!latest) {
    blocks.push(
      { kind: 'heading', text: 'No development assessment available.' },
      ...screeningBlocks(report),
      ...immunisationBlocks(report),
      ...growthBlocks(report),
    );
    return { title, blocks };
  }
  if (latest.actEarly) {
    blocks.push({ kind: 'heading', text: DOCTOR_COPY_ACT_EARLY.title }, { kind: 'text', text: actEarlyLead(latest) });
    for (const step of DOCTOR_COPY_ACT_EARLY.steps) blocks.push({ kind: 'item', text: step });
    blocks.push({ kind: 'text', text: DOCTOR_COPY_ACT_EARLY.closing }, { kind: 'muted', text: DOCTOR_COPY_ACT_EARLY.source });
  }

  blocks.push({ kind: 'heading', text: `Latest assessment: ${formatReportDate(latest.assessedAt)} (${latest.checklistTitle})` });
  for (const domain of DOMAIN_TYPES) {
    blocks.push({ kind: 'text', text: `${DOMAIN_LABELS[domain]}: ${scoreText(latest.scores[SCORE_KEYS[domain]])}` });
  }
  if (latest.strengths.length > 0) {
    blocks.push({ kind: 'heading', text: 'Milestones observed' });
    items(latest.strengths);
  }
  blocks.push({ kind: 'heading', text: DOCTOR_COPY.talkToDoctor });
  if (latest.notYet.length > 0) {
    blocks.push({ kind: 'text', text: DOCTOR_COPY.notYetLead });
    items(latest.notYet);
  } else {
    blocks.push({ kind: 'text', text: DOCTOR_COPY.noNotYet });
  }

  blocks.push({ kind: 'heading', text: DOCTOR_QUESTIONS_TITLE }, { kind: 'text', text: DOCTOR_COPY.answersLead });
  for (const [question, answer] of doctorAnswerRows(latest.doctorQuestions)) {
    blocks.push({ kind: 'strong', text: question }, { kind: 'text', text: answer });
  }
  blocks.push(
    { kind: 'muted', text: DOCTOR_QUESTIONS_SOURCE },
    ...screeningBlocks(report),
    ...immunisationBlocks(report),
    ...growthBlocks(report),
  );

  blocks.push({ kind: 'heading', text: reportHistoryHeading(report) });
  for (const assessment of report.assessments) {
    const scores = DOMAIN_TYPES.map((domain) => `${DOMAIN_LABELS[domain]} ${scoreText(assessment.scores[SCORE_KEYS[domain]])}`);
    blocks.push(
      {
        kind: 'strong',
        text: `${formatReportDate(assessment.assessedAt)}, age ${formatAgeSpan(assessment.ageMonths)}, ${assessment.checklistTitle}`,
      },
      { kind: 'text', text: scores.join(' · ') },
    );
  }

  blocks.push(
    { kind: 'heading', text: 'About these milestones' },
    { kind: 'muted', text: `${latest.checklistTitle}: ${latest.checklistSource}` },
    { kind: 'muted', text: latest.checklistDisclaimer },
  );
  return { title, blocks };
}
