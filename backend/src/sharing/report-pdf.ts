import PDFDocument from 'pdfkit';
import {
  DOMAIN_LABELS,
  DOMAIN_TYPES,
  SCORE_KEYS,
  SCORE_LABEL,
  SCORE_NOTE,
  TALK_TO_DOCTOR_LABEL,
  type MilestoneItem,
  type SharedReport,
} from '@flourishly/contracts';

/** "1 year 3 months", "8 months", "7 years". */
export function ageText(ageMonths: number): string {
  const years = Math.floor(ageMonths / 12);
  const months = ageMonths % 12;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (years === 0) return part(months, 'month');
  return months === 0 ? part(years, 'year') : `${part(years, 'year')} ${part(months, 'month')}`;
}

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

const scoreText = (score: number | null) => (score === null ? 'Not scored' : `${score}%`);

export interface ReportPdfOptions {
  /** Shown under the title: a link's expiry, or nothing for the parent's own copy. */
  expiryNote?: string;
}

/**
 * Renders the development report (the same content as the report page) as a PDF with pdfkit's
 * built-in Helvetica: the latest scores per domain, strengths, the milestones answered 'not yet',
 * every assessment's scores, and the checklist's attribution and disclaimer. Resolves to the
 * whole file (a report is a few pages, well under a megabyte).
 */
export function renderReportPdf(report: SharedReport, options: ReportPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Development Report for ${report.child.firstName}`, Author: 'Flourishly' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor('#1f2933').text(text).moveDown(0.3);
    doc.font('Helvetica').fontSize(11);
  };
  const muted = (text: string) => doc.font('Helvetica').fontSize(9).fillColor('#52606d').text(text).fillColor('#1f2933').fontSize(11);
  const items = (list: MilestoneItem[]) => {
    for (const item of list) {
      doc.font('Helvetica').fontSize(11).text(`•  ${item.text}`, { indent: 8 });
      doc.fontSize(9).fillColor('#52606d').text(`${DOMAIN_LABELS[item.domain]} · ${item.source}`, { indent: 20 });
      doc.fillColor('#1f2933').fontSize(11);
    }
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1f2933').text(`Development Report for ${report.child.firstName}`);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`Age ${ageText(report.child.ageMonths)} · generated ${dateText(report.generatedAt)}`);
  if (options.expiryNote) muted(options.expiryNote);
  doc.moveDown(0.5);
  muted(`Scores are the ${SCORE_LABEL}. ${SCORE_NOTE}`);

  const [latest] = report.assessments;
  if (!latest) {
    heading('No development assessment available.');
    doc.end();
    return done;
  }

  heading(`Latest assessment: ${dateText(latest.assessedAt)} (${latest.checklistTitle})`);
  for (const domain of DOMAIN_TYPES) {
    doc.text(`${DOMAIN_LABELS[domain]}: ${scoreText(latest.scores[SCORE_KEYS[domain]])}`);
  }
  if (latest.strengths.length > 0) {
    heading('Milestones observed');
    items(latest.strengths);
  }
  heading(TALK_TO_DOCTOR_LABEL);
  if (latest.notYet.length > 0) {
    doc.text("Milestones answered 'Not yet', to talk about with the child's doctor:").moveDown(0.2);
    items(latest.notYet);
  } else {
    doc.text("No milestones were answered 'Not yet'.");
  }

  heading(`All assessments (${report.assessments.length}), newest first`);
  for (const assessment of report.assessments) {
    const scores = DOMAIN_TYPES.map((domain) => `${DOMAIN_LABELS[domain]} ${scoreText(assessment.scores[SCORE_KEYS[domain]])}`);
    doc
      .font('Helvetica-Bold')
      .text(`${dateText(assessment.assessedAt)}, age ${ageText(assessment.ageMonths)}, ${assessment.checklistTitle}`);
    doc.font('Helvetica').text(scores.join(' · ')).moveDown(0.3);
  }

  heading('About these milestones');
  muted(`${latest.checklistTitle}: ${latest.checklistSource}`);
  muted(latest.checklistDisclaimer);
  doc.end();
  return done;
}
