const { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { CompileHintPlugin, COMPILE_HINT } = require('./compile-hint-plugin');

/** Builds `files` (name -> source; entry index.js) in production mode with `plugin`; the emitted .js files' text by name. */
function build(files, plugin) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hint-'));
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins: [plugin],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) return reject(error ?? new Error(stats.toString('errors-only')));
      const out = path.join(dir, 'dist');
      const emitted = Object.fromEntries(
        readdirSync(out).map((file) => [file.replace(/\.[0-9a-f]{8}\./, '.'), readFileSync(path.join(out, file), 'utf8')]),
      );
      rmSync(dir, { recursive: true, force: true });
      resolve(emitted);
    }),
  );
}

const APP = {
  'index.js': 'import(\'./start\' /* webpackChunkName: "bootstrap" */).then((m) => m.start());',
  'start.js': "export function start() { document.title = 'started'; return import('./later' /* webpackChunkName: \"later\" */); }",
  'later.js': "export const later = () => 'later';",
};

it('puts the hint first in the entry and the named start group, not in what loads later', async () => {
  const emitted = await build(APP, new CompileHintPlugin({ entries: ['main'], startGroups: ['bootstrap'] }));
  expect(emitted['main.js'].startsWith(COMPILE_HINT)).toBe(true);
  expect(emitted['bootstrap.js'].startsWith(COMPILE_HINT)).toBe(true);
  expect(emitted['later.js'].startsWith(COMPILE_HINT)).toBe(false);
  // The source map accounts for the added line: the first mapped segment is on line 2.
  expect(JSON.parse(emitted['main.js.map']).mappings.startsWith(';')).toBe(true);
});

it('marks only the named entries when no start group is given', async () => {
  const emitted = await build(APP, new CompileHintPlugin({ entries: ['other'] }));
  expect(Object.entries(emitted).filter(([file, text]) => file.endsWith('.js') && text.startsWith(COMPILE_HINT))).toEqual([]);
});

it('marks every start group whose name a pattern matches, as a remote marks its exposed modules', async () => {
  const emitted = await build(APP, new CompileHintPlugin({ entries: [], startGroups: [/^boot/] }));
  expect(emitted['bootstrap.js'].startsWith(COMPILE_HINT)).toBe(true);
  expect(emitted['main.js'].startsWith(COMPILE_HINT)).toBe(false);
  expect(emitted['later.js'].startsWith(COMPILE_HINT)).toBe(false);
});
