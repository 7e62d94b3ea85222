// `npm run bench [part...]`: runs every part in scripts/bench/*.mjs (or only the parts named on
// the command line, e.g. `npm run bench pages`), prints their progress and writes their Markdown
// sections to bench/results.md. A part exports `async function run({ log })` returning Markdown.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const partsDir = join(root, 'scripts', 'bench');
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const available = readdirSync(partsDir)
  .filter((file) => file.endsWith('.mjs') && !file.startsWith('_'))
  .map((file) => file.replace(/\.mjs$/, ''))
  .sort();
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length) {
  console.error(`Unknown bench part(s): ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}
const parts = wanted.length ? wanted : available;

const sections = [];
for (const name of parts) {
  console.log(`\n== bench: ${name} ==`);
  const { run } = await import(pathToFileURL(join(partsDir, `${name}.mjs`)).href);
  sections.push(await run({ log: (...args) => console.log(...args) }));
}
const markdown = `# Benchmark results\n\n${new Date().toISOString()}, ${process.platform} ${process.arch}, Node ${process.version}\n\n${sections.join('\n\n')}\n`;
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench', 'results.md'), markdown);
console.log(`\n${markdown}\nWritten to bench/results.md`);
