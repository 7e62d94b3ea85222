// Draws the report PDF in a worker thread of ReportPdfService's pool (piscina), so pdfkit's
// layout, font subsetting and compression never hold the event loop (docs/architecture.md,
// "Report links"). Plain CommonJS: a worker thread loads it with Node itself, from src in tests
// and from dist in production. It receives a PdfDocumentModel (report-pdf.ts) and answers the
// file's bytes.
const { dirname, join } = require('node:path');
const PDFDocument = require('pdfkit');

// DejaVu Sans (SIL Open Font License) embedded as a subset: pdfkit's built-in Helvetica has no
// typographic quotes, which vanished from the PDF ("CDCs"). The latin files cover U+2000-206F.
const FONT_DIR = join(dirname(require.resolve('@fontsource/dejavu-sans/LICENSE')), 'files');
const FONTS = {
  regular: join(FONT_DIR, 'dejavu-sans-latin-400-normal.woff'),
  bold: join(FONT_DIR, 'dejavu-sans-latin-700-normal.woff'),
};
const INK = '#1f2933';
const MUTED = '#52606d';

/** @param {{ title: string, blocks: Array<{ kind: string, text: string, note?: string }> }} model */
module.exports = function renderPdf(model) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: model.title, Author: 'Flourishly' } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (font, size, color, text, options = {}) => doc.font(font).fontSize(size).fillColor(color).text(text, options);
  for (const block of model.blocks) {
    switch (block.kind) {
      case 'title':
        write('bold', 18, INK, block.text);
        break;
      case 'heading':
        doc.moveDown(0.8);
        write('bold', 13, INK, block.text);
        doc.moveDown(0.3);
        break;
      case 'strong':
        doc.moveDown(0.2);
        write('bold', 10, INK, block.text);
        break;
      case 'muted':
        write('regular', 8.5, MUTED, block.text);
        break;
      case 'item':
        write('regular', 10, INK, `\u2022  ${block.text}`, { indent: 8 });
        if (block.note) write('regular', 8.5, MUTED, block.note, { indent: 20 });
        break;
      default:
        write('regular', 10, INK, block.text);
    }
  }
  doc.end();
  return done;
};
