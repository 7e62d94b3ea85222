// Draws the report PDF in a worker thread of ReportPdfService's pool (piscina), so pdfkit's
// layout, font subsetting and compression never hold the event loop (docs/architecture.md,
// "Report links"). Plain CommonJS: a worker thread loads it with Node itself, from src in tests
// and from dist in production. It receives a PdfDocumentModel (report-pdf.ts) and answers the
// file's bytes.
const { dirname, join } = require('node:path');
const fontkit = require('fontkit');
const PDFDocument = require('pdfkit');

// DejaVu Sans (SIL Open Font License) embedded as a subset: pdfkit's built-in Helvetica has no
// typographic quotes, which vanished from the PDF ("CDCs"). The latin files cover U+2000-206F.
const DEJAVU_DIR = join(dirname(require.resolve('@fontsource/dejavu-sans/LICENSE')), 'files');
// Noto Sans Devanagari (SIL Open Font License 1.1, the TTFs of @expo-google-fonts/noto-sans-devanagari):
// Devanagari and Latin in one design; fontkit shapes its conjuncts and vowel signs (OpenType).
const NOTO_DIR = dirname(require.resolve('@expo-google-fonts/noto-sans-devanagari/package.json'));
const DEJAVU = {
  regular: join(DEJAVU_DIR, 'dejavu-sans-latin-400-normal.woff'),
  bold: join(DEJAVU_DIR, 'dejavu-sans-latin-700-normal.woff'),
};
const NOTO = {
  regular: join(NOTO_DIR, '400Regular', 'NotoSansDevanagari_400Regular.ttf'),
  bold: join(NOTO_DIR, '700Bold', 'NotoSansDevanagari_700Bold.ttf'),
};
/**
 * Each language's fonts: the main one, and the one for characters it lacks (Devanagari words a
 * parent wrote in an English report; "²" of kg/m² in a Hindi one).
 */
const FONTS = { en: { main: DEJAVU, fallback: NOTO }, hi: { main: NOTO, fallback: DEJAVU } };
/** The fonts of each document being drawn. */
const FONTS_OF = new WeakMap();

/** The code points a font file has a glyph for, read once per file (fontkit, the font reader pdfkit uses). */
const coverage = new Map();
function covers(file, codePoint) {
  if (!coverage.has(file)) coverage.set(file, fontkit.openSync(file));
  return coverage.get(file).hasGlyphForCodePoint(codePoint);
}

/** Vowel signs, viramas, joiners and spaces stay with the text before them, so a syllable is shaped whole. */
const STICKY = /[\p{M}\u200c\u200d\s]/u;

/**
 * `text` cut into runs of one font: the main font's (false) wherever it has the glyph or the
 * fallback has none, else the fallback's (true).
 */
function runsOf(text, fonts) {
  const runs = [];
  for (const character of text) {
    const last = runs[runs.length - 1];
    const fallback =
      last && STICKY.test(character)
        ? last.fallback
        : !covers(fonts.main.regular, character.codePointAt(0)) && covers(fonts.fallback.regular, character.codePointAt(0));
    if (last && last.fallback === fallback) last.text += character;
    else runs.push({ fallback, text: character });
  }
  return runs;
}

const INK = '#1f2933';
const MUTED = '#52606d';
const GRID = '#d9e2ec';
const CURVE = '#7b8794';
const CHILD = '#0b6e99';
/** Chart plot area in points (A4 is 595 wide; 495 inside the margins). */
const PLOT_HEIGHT = 190;
const Y_LABELS_WIDTH = 40;
const CURVE_LABELS_WIDTH = 26;

/**
 * Writes `text` at the cursor (or at `x`, `y`) in font `font` ('regular' or 'bold') of the
 * document's language, the characters that font lacks in its fallback (`${font}-fallback`), as
 * runs of one pdfkit text joined by `continued`, so they wrap as one paragraph.
 */
function put(doc, font, text, x, y, options = {}) {
  const runs = runsOf(String(text), FONTS_OF.get(doc));
  if (runs.length === 0) runs.push({ fallback: false, text: '' });
  runs.forEach((run, index) => {
    const continued = index < runs.length - 1;
    doc.font(run.fallback ? `${font}-fallback` : font);
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, index === 0 ? { ...options, continued } : { continued });
  });
  return doc;
}

/** A tick's number: at most two decimals, no trailing zeros. */
const tickText = (value) => String(Number(value.toFixed(2)));

/**
 * Draws a table block: the caption, a bold header row and one row per entry; the columns share the
 * width by the longest text of each, and a row that does not fit starts a new page.
 */
function drawTable(doc, write, block) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  write('bold', 10, INK, block.text);
  doc.moveDown(0.2);
  doc.font('regular').fontSize(9);
  const longest = block.columns.map((column, index) =>
    Math.max(doc.widthOfString(column), ...block.rows.map((row) => doc.widthOfString(row[index] ?? ''))),
  );
  const total = longest.reduce((sum, value) => sum + value, 0) || 1;
  const widths = longest.map((value) => (value / total) * width);
  const drawRow = (cells, font) => {
    doc.font(font).fontSize(9);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index] - 6 }))) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      put(doc.fillColor(INK), font, cell, x, top + 2, { width: widths[index] - 6 });
      x += widths[index];
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.4)
      .strokeColor(GRID)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(block.columns, 'bold');
  for (const row of block.rows) drawRow(row, 'regular');
  doc.moveDown(0.3);
}

/** Moves labels (sorted by y, top first) apart so none is closer than `gap` to the one above. */
function spreadLabels(labels, gap) {
  const sorted = [...labels].sort((a, b) => a.y - b.y);
  for (let index = 1; index < sorted.length; index += 1) sorted[index].y = Math.max(sorted[index].y, sorted[index - 1].y + gap);
  return sorted;
}

/**
 * Draws a chart block (report-pdf-growth.ts, PdfChart) as vector graphics: grid, frame and the
 * axes' numbers, the percentile curves named at their right end (the median bold), then the
 * child's points joined in order. A chart that does not fit under the text starts a new page.
 */
function drawChart(doc, write, block) {
  const { chart } = block;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  if (doc.y + PLOT_HEIGHT + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.5);
  write('bold', 10, INK, block.text);
  const plot = { left: left + Y_LABELS_WIDTH, top: doc.y + 8, width: width - Y_LABELS_WIDTH - CURVE_LABELS_WIDTH, height: PLOT_HEIGHT };
  const bottom = plot.top + plot.height;
  const sx = (x) => plot.left + ((x - chart.x.min) / (chart.x.max - chart.x.min || 1)) * plot.width;
  const sy = (y) => bottom - ((y - chart.y.min) / (chart.y.max - chart.y.min || 1)) * plot.height;
  const polyline = (points) => {
    points.forEach(([x, y], index) => (index === 0 ? doc.moveTo(sx(x), sy(y)) : doc.lineTo(sx(x), sy(y))));
  };

  doc.save().lineWidth(0.4).strokeColor(GRID);
  for (const tick of chart.x.ticks) doc.moveTo(sx(tick), plot.top).lineTo(sx(tick), bottom).stroke();
  for (const tick of chart.y.ticks)
    doc
      .moveTo(plot.left, sy(tick))
      .lineTo(plot.left + plot.width, sy(tick))
      .stroke();
  doc.restore();
  doc.save().lineWidth(0.6).strokeColor(MUTED).rect(plot.left, plot.top, plot.width, plot.height).stroke().restore();

  doc.font('regular').fontSize(7).fillColor(MUTED);
  for (const tick of chart.x.ticks) doc.text(tickText(tick), sx(tick) - 15, bottom + 3, { width: 30, align: 'center', lineBreak: false });
  for (const tick of chart.y.ticks)
    doc.text(tickText(tick), left, sy(tick) - 3.5, { width: Y_LABELS_WIDTH - 4, align: 'right', lineBreak: false });
  put(doc, 'regular', chart.x.label, plot.left, bottom + 13, { width: plot.width, align: 'center', lineBreak: false });
  doc.save().rotate(-90, { origin: [left, bottom] });
  put(doc, 'regular', chart.y.label, left, bottom, { width: plot.height, align: 'center', lineBreak: false });
  doc.restore();

  doc.save().rect(plot.left, plot.top, plot.width, plot.height).clip();
  for (const line of chart.lines) {
    if (line.points.length === 0) continue;
    polyline(line.points);
    doc
      .lineWidth(line.bold ? 1.6 : 0.7)
      .strokeColor(CURVE)
      .stroke();
  }
  if (chart.points.length > 1) {
    polyline(chart.points);
    doc.lineWidth(1).strokeColor(CHILD).stroke();
  }
  for (const [x, y] of chart.points) doc.circle(sx(x), sy(y), 2.4).fillColor(CHILD).fill();
  doc.restore();

  const ends = chart.lines
    .filter((line) => line.points.length > 0)
    .map((line) => ({ text: line.label, y: sy(line.points[line.points.length - 1][1]) - 3.5 }));
  doc.font('regular').fontSize(7).fillColor(MUTED);
  for (const label of spreadLabels(ends, 7.5)) put(doc, 'regular', label.text, plot.left + plot.width + 3, label.y, { lineBreak: false });

  doc.x = left;
  doc.y = bottom + 26;
  doc.fillColor(INK);
}

/** @param {{ locale: 'en' | 'hi', title: string, blocks: Array<{ kind: string, text: string, note?: string, columns?: string[], rows?: string[][], chart?: object }> }} model */
module.exports = function renderPdf(model) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, lang: model.locale, info: { Title: model.title, Author: 'Flourishly' } });
  const fonts = FONTS[model.locale] ?? FONTS.en;
  FONTS_OF.set(doc, fonts);
  doc.registerFont('regular', fonts.main.regular);
  doc.registerFont('bold', fonts.main.bold);
  doc.registerFont('regular-fallback', fonts.fallback.regular);
  doc.registerFont('bold-fallback', fonts.fallback.bold);
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (font, size, color, text, options = {}) =>
    put(doc.fontSize(size).fillColor(color), font, text, undefined, undefined, options);
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
      case 'table':
        drawTable(doc, write, block);
        break;
      case 'chart':
        drawChart(doc, write, block);
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
