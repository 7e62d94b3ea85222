import {
  DEFAULT_LOCALE,
  DOMAIN_TYPES,
  IMMUNISATION_SCHEDULES,
  SCORE_KEYS,
  type Locale,
  type MilestoneItem,
  type SharedReport,
} from '@flourishly/contracts';
import { growthBlocks, type PdfChart } from './report-pdf-growth';
import { reportTextIn, type ReportText } from './report-text';

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

/**
 * What the worker receives: the document's language (its fonts and `/Lang`), title (its
 * metadata) and blocks.
 */
export interface PdfDocumentModel {
  locale: Locale;
  title: string;
  blocks: PdfBlock[];
}

export interface ReportPdfOptions {
  /** The language of the report: the parent's `locale`; English when absent. */
  locale?: Locale;
  /** Say under the title that a read-only link valid until this day (ISO) shared it; nothing for the parent's own copy. */
  linkExpiresAt?: string;
}

/** The recommended screenings at the report's date (at most 5 lines; nothing from school age). */
function screeningBlocks(report: SharedReport, text: ReportText): PdfBlock[] {
  const { screenings } = report;
  if (screenings.length === 0) return [];
  return [
    { kind: 'heading', text: text.screenings.title },
    { kind: 'text', text: text.screenings.lead },
    ...screenings.map((screening): PdfBlock => ({ kind: 'item', text: text.screenings.line(screening) })),
    { kind: 'muted', text: text.screenings.source },
  ];
}

/** The immunisation record at the report's date: given, overdue, due and the next doses, with the schedule's source. */
function immunisationBlocks(report: SharedReport, text: ReportText): PdfBlock[] {
  if (!report.immunisations) return [];
  const lines = text.immunisations.lines(report.immunisations);
  const schedule = IMMUNISATION_SCHEDULES[report.immunisations.schedule];
  return [
    { kind: 'heading', text: text.immunisations.title(schedule) },
    { kind: 'text', text: text.immunisations.lead },
    ...(report.immunisations.doses.some((dose) => dose.status === 'given')
      ? []
      : [{ kind: 'text', text: text.immunisations.none } as PdfBlock]),
    ...lines.map((line): PdfBlock => ({ kind: 'item', text: line })),
    { kind: 'muted', text: text.immunisations.source(schedule) },
  ];
}

/**
 * The development report as the doctor's copy (docs/architecture.md, "Report links"), in the
 * third person: the child's age with the corrected age and gestational age, the act-early guidance
 * when the latest assessment calls for it, the latest scores, strengths, the milestones answered
 * 'not yet', every answer to the doctor's questions, the recommended screenings under 5 years, the
 * immunisation record, the WHO growth charts, the
 * report's window of assessments and the checklist's attribution and disclaimer. Every date reads
 * "6 December 2026". In the parent's `locale` (reportTextIn): the checklists' titles, items,
 * attributions and disclaimers by their keys, the parent's own words as written.
 */
export function reportPdfModel(report: SharedReport, options: ReportPdfOptions = {}): PdfDocumentModel {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const text = reportTextIn(locale);
  const title = text.title(report.child.firstName);
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    { kind: 'text', text: text.ageLine(report.child) },
    { kind: 'muted', text: text.generated(report.generatedAt) },
  ];
  const items = (list: MilestoneItem[]) => {
    for (const item of list) blocks.push({ kind: 'item', ...text.milestone(item) });
  };
  if (options.linkExpiresAt) blocks.push({ kind: 'muted', text: text.linkExpiry(options.linkExpiresAt) });
  blocks.push({ kind: 'muted', text: text.scoreNote });

  const [latest] = report.assessments;
  if (!latest) {
    blocks.push(
      { kind: 'heading', text: text.noAssessment },
      ...screeningBlocks(report, text),
      ...immunisationBlocks(report, text),
      ...growthBlocks(report, text),
    );
    return { locale, title, blocks };
  }
  if (latest.actEarly) {
    blocks.push({ kind: 'heading', text: text.actEarly.title }, { kind: 'text', text: text.actEarly.lead(latest) });
    for (const step of text.actEarly.steps) blocks.push({ kind: 'item', text: step });
    blocks.push({ kind: 'text', text: text.actEarly.closing }, { kind: 'muted', text: text.actEarly.source });
  }

  blocks.push({ kind: 'heading', text: text.latest(latest) });
  for (const domain of DOMAIN_TYPES) {
    blocks.push({ kind: 'text', text: text.domainScore(domain, latest.scores[SCORE_KEYS[domain]]) });
  }
  if (latest.strengths.length > 0) {
    blocks.push({ kind: 'heading', text: text.observed });
    items(latest.strengths);
  }
  blocks.push({ kind: 'heading', text: text.talkToDoctor });
  if (latest.notYet.length > 0) {
    blocks.push({ kind: 'text', text: text.notYetLead });
    items(latest.notYet);
  } else {
    blocks.push({ kind: 'text', text: text.noNotYet });
  }

  blocks.push({ kind: 'heading', text: text.questionsTitle }, { kind: 'text', text: text.answersLead });
  for (const [question, answer] of text.answerRows(latest.doctorQuestions)) {
    blocks.push({ kind: 'strong', text: question }, { kind: 'text', text: answer });
  }
  blocks.push(
    { kind: 'muted', text: text.questionsSource },
    ...screeningBlocks(report, text),
    ...immunisationBlocks(report, text),
    ...growthBlocks(report, text),
  );

  blocks.push({ kind: 'heading', text: text.historyHeading(report) });
  for (const assessment of report.assessments) {
    const scores = DOMAIN_TYPES.map((domain) => `${text.domain(domain)} ${text.score(assessment.scores[SCORE_KEYS[domain]])}`);
    blocks.push({ kind: 'strong', text: text.historyLine(assessment) }, { kind: 'text', text: scores.join(' · ') });
  }

  blocks.push(
    { kind: 'heading', text: text.about },
    { kind: 'muted', text: `${text.checklistTitle(latest)}: ${text.checklistNote(latest.checklistSource)}` },
    { kind: 'muted', text: text.checklistNote(latest.checklistDisclaimer) },
  );
  return { locale, title, blocks };
}
