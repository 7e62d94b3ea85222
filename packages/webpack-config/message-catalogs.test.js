// Every message catalog the builds compile (messages-loader.js), checked as a whole: each language
// has every message of English and no other, each message is valid ICU with the same arguments as
// its English, and each message is used (docs/architecture.md, "Languages").
const fs = require('node:fs');
const path = require('node:path');
const { LOCALES } = require('../contracts/src/locales.ts');
const { remotes } = require('../contracts/remotes.json');
const { parse } = require(require.resolve('@formatjs/icu-messageformat-parser', { paths: [path.dirname(require.resolve('react-intl'))] }));

const ROOT = path.join(__dirname, '..', '..');
/** The workspaces whose screens have catalogs; the platform's messages serve all of them. */
const WORKSPACES = ['packages/platform', 'shell', ...remotes.map((remote) => remote.name)];

/** Files under `dir` (recursively) whose name passes `keep`, skipping dependencies and builds. */
function filesUnder(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

/** Each catalog folder (`messages/` with an en.json) of a workspace. */
function catalogsOf(workspace) {
  return filesUnder(path.join(ROOT, workspace, 'src'), (name) => name === 'en.json')
    .map((file) => path.dirname(file))
    .filter((dir) => path.basename(dir) === 'messages');
}

/** The names of a message's arguments (`{name}`, plurals, selects, tags), in any nesting. */
function argumentsOf(elements, names = new Set()) {
  for (const element of elements) {
    if (element.value !== undefined && element.type !== 0 && element.type !== 7) names.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, names);
    if (element.children) argumentsOf(element.children, names);
  }
  return [...names].sort();
}

/** The text of a workspace's sources (tests and catalogs left out), where message ids are used. */
function sourceText(workspace) {
  const isSource = (name) => /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name);
  return filesUnder(path.join(ROOT, workspace, 'src'), isSource)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
}

/**
 * What is wrong with one catalog folder, as readable lines: a missing or extra message in a
 * language, an invalid ICU message, arguments that differ from English, a message no source uses.
 * @param {string} dir the catalog folder
 * @param {string} usedIn the sources that may use its messages
 */
function catalogProblems(dir, usedIn) {
  const read = (locale) => JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8'));
  const english = read('en');
  const problems = [];
  for (const locale of LOCALES) {
    if (!fs.existsSync(path.join(dir, `${locale}.json`))) {
      problems.push(`${locale}.json is missing`);
      continue;
    }
    const messages = read(locale);
    for (const id of Object.keys(english)) if (!(id in messages)) problems.push(`${locale}: ${id} is missing`);
    for (const [id, message] of Object.entries(messages)) {
      if (!(id in english)) {
        problems.push(`${locale}: ${id} is not in en.json`);
        continue;
      }
      try {
        const own = argumentsOf(parse(message));
        const expected = argumentsOf(parse(english[id]));
        if (own.join() !== expected.join()) problems.push(`${locale}: ${id} has arguments {${own}} where English has {${expected}}`);
      } catch (error) {
        problems.push(`${locale}: ${id} is not a valid ICU message (${error.message})`);
      }
    }
  }
  for (const id of Object.keys(english))
    if (!usedIn.includes(`'${id}'`) && !usedIn.includes(`"${id}"`)) problems.push(`${id} is used nowhere`);
  return problems;
}

describe('message catalogs', () => {
  const platformSources = sourceText('packages/platform');
  const catalogs = WORKSPACES.flatMap((workspace) => catalogsOf(workspace).map((dir) => ({ workspace, dir })));

  it('are found for the platform and the shell', () => {
    expect(catalogs.map(({ workspace }) => workspace)).toEqual(expect.arrayContaining(['packages/platform', 'shell']));
  });

  it.each(catalogs.map(({ workspace, dir }) => [path.relative(ROOT, dir), workspace, dir]))(
    '%s: every language has every message, valid and with the same arguments, and each is used',
    (_name, workspace, dir) => {
      // The platform's messages may be used by any screen: its own code, the shell's or a remote's.
      const usedIn =
        workspace === 'packages/platform' ? [platformSources, ...WORKSPACES.slice(1).map(sourceText)].join('\n') : sourceText(workspace);
      expect(catalogProblems(dir, usedIn)).toEqual([]);
    },
  );

  it('reports what is wrong with a catalog', () => {
    const dir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'catalog-'));
    fs.writeFileSync(
      path.join(dir, 'en.json'),
      JSON.stringify({ 'a.greeting': 'Hello {name}', 'a.unused': 'Bye', 'a.count': '{n, plural, one {# day} other {# days}}' }),
    );
    fs.writeFileSync(
      path.join(dir, 'hi.json'),
      JSON.stringify({ 'a.greeting': 'नमस्ते {naam}', 'a.count': '{n, plural, one {# दिन', 'a.extra': 'x' }),
    );
    expect(catalogProblems(dir, "t('a.greeting'); t('a.count')").sort()).toEqual(
      [
        'a.unused is used nowhere',
        'hi: a.count is not a valid ICU message (EXPECT_ARGUMENT_CLOSING_BRACE)',
        'hi: a.extra is not in en.json',
        'hi: a.greeting has arguments {naam} where English has {name}',
        'hi: a.unused is missing',
      ].sort(),
    );
  });
});
