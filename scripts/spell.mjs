// Spelling of every user-facing text in British English (docs/architecture.md, "One English"):
// the strings and JSX text of the content, the UI, the emails and the PDF report are copied, in
// place, into shadow files (everything else blanked, so lines and columns stay the same), and
// cspell checks those with the en-GB dictionary and the project's word list (cspell.json).
// Code (identifiers, CSS, imports, keys, enum values) is never checked.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { REMOTE_FOLDERS } from './remotes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const shadowRoot = join(root, '.spell');

/** The files with user-facing text (paths from the repository root). */
const SOURCES = [
  /^backend\/src\/activities\/content\/[^/]+\.ts$/,
  /^backend\/src\/content\/[^/]+\.ts$/,
  /^backend\/src\/games\/content\/.+\.ts$/,
  /^backend\/src\/(mail|account|families|sharing)\/[^/]+\.ts$/,
  /^backend\/src\/.*messages[^/]*\.ts$/,
  /^packages\/contracts\/src\/[^/]+\.ts$/,
  /^packages\/platform\/src\/.+\.tsx$/,
  /^shell\/src\/.+\.tsx$/,
  ...REMOTE_FOLDERS.map((remote) => new RegExp(`^${remote}/src/.+\\.tsx?$`)),
];
const IGNORE = /(\.spec\.ts|\.test\.tsx?|\/testing\/|\/migrations\/|\.d\.ts)$|\/testing\//;
const TOP = [
  'backend/src',
  'packages/contracts/src',
  'packages/platform/src',
  'shell/src',
  ...REMOTE_FOLDERS.map((remote) => `${remote}/src`),
];

/** JSX attributes whose values are read or heard by people. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'alt',
  'placeholder',
  'label',
  'description',
  'heading',
  'message',
  'text',
  'emptyText',
]);

/** Whether a string is prose (words a person reads) rather than a key, a path or a CSS value. */
const isProse = (text) => /[A-Za-z]{2}/.test(text) && (/\s/.test(text) || /^[A-Z][a-z]/.test(text)) && !/^(https?:|\/|\.|@|#)/.test(text);

function keptRanges(file, text) {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const ranges = [];
  const keep = (node, start = node.getStart(source), end = node.getEnd()) => ranges.push([start, end]);
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTaggedTemplateExpression(node)) return;
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      if (!TEXT_ATTRIBUTES.has(name)) return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const isKey = parent && (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node;
      const isType = parent && ts.isLiteralTypeNode(parent);
      if (!isKey && !isType && isProse(node.text)) keep(node);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const parts = [node.head, ...node.templateSpans.map((span) => span.literal)];
      if (parts.some((part) => isProse(part.text))) for (const part of parts) keep(part);
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    if (ts.isJsxText(node)) {
      if (node.getText(source).trim()) keep(node, node.getStart(source, false), node.getEnd());
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ranges;
}

/** The file with everything but its kept ranges blanked (newlines kept). */
function shadowOf(text, ranges) {
  const out = text.split('').map((char) => (char === '\n' || char === '\r' ? char : ' '));
  for (const [start, end] of ranges) for (let i = start; i < end; i += 1) out[i] = text[i];
  // Escapes are code, not words: \n, \' and \u2019 would read as "n", "u2019".
  // HTML entities (&apos;) are markup, not words.
  return out
    .join('')
    .replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (match) => ' '.repeat(match.length))
    .replace(/&[a-z]+;/g, (match) => ' '.repeat(match.length));
}

rmSync(shadowRoot, { recursive: true, force: true });
const files = TOP.flatMap((dir) => readdirSync(join(root, dir), { recursive: true }).map((path) => `${dir}/${path}`))
  .filter((file) => SOURCES.some((pattern) => pattern.test(file)) && !IGNORE.test(file))
  .sort();
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const shadow = join(shadowRoot, `${file}.txt`);
  mkdirSync(dirname(shadow), { recursive: true });
  writeFileSync(shadow, shadowOf(text, keptRanges(file, text)));
}
const result = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/cspell/bin.mjs'),
    'lint',
    '--no-progress',
    '--no-summary',
    '--no-gitignore',
    '--config',
    join(root, 'cspell.json'),
    `${relative(root, shadowRoot)}/**/*.txt`,
  ],
  { cwd: root, encoding: 'utf8' },
);
const report = `${result.stdout}${result.stderr}`.replaceAll(`${relative(root, shadowRoot)}/`, '').replace(/\.txt:/g, ':');
process.stdout.write(report);
if (result.status !== 0) {
  process.stdout.write(`\nSpelling: British English (en-GB). Fix the word, or add a real word to cspell-words.txt.\n`);
  process.exit(1);
}
console.log(`Spelling: ${files.length} files checked, British English.`);
