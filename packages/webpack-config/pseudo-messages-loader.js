// Builds the pseudo-locale catalog (`en-XA`: English accented and about a third longer, in
// brackets) of every English catalog of the repository with FormatJS's own pseudo-locale
// compiler, as message ASTs by id. It replaces the placeholder module
// packages/platform/src/i18n/pseudo/en-XA.json, a chunk loaded only when a page asks for the
// pseudo-locale (docs/architecture.md, "Languages"), so no page carries it otherwise.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** Folders whose `src/**\/messages/en.json` are the app's catalogs (message ids are unique across them). */
const WORKSPACES = ['packages/platform', 'shell', 'mf-landing', 'mf-dashboard', 'mf-children', 'mf-games'];

/**
 * Every English catalog of the repository, as absolute paths.
 * @returns {string[]}
 */
function englishCatalogs() {
  return WORKSPACES.flatMap((workspace) => {
    const src = path.join(ROOT, workspace, 'src');
    return fs
      .readdirSync(src, { recursive: true })
      .map(String)
      .filter((file) => /(^|[\\/])messages[\\/]en\.json$/.test(file))
      .map((file) => path.join(src, file));
  }).sort();
}

/**
 * @this {import('webpack').LoaderContext<unknown>}
 * @returns {void} calls back with an ES module whose default export is `{ [id]: MessageFormatElement[] }` in en-XA
 */
function pseudoMessagesLoader() {
  const callback = this.async();
  const files = englishCatalogs();
  for (const file of files) this.addDependency(file);
  for (const workspace of WORKSPACES) this.addContextDependency(path.join(ROOT, workspace, 'src'));
  import('@formatjs/cli-lib').then(
    ({ compile }) =>
      compile(files, { ast: true, format: 'simple', pseudoLocale: 'en-XA' })
        .then((json) => callback(null, `export default ${JSON.stringify(JSON.parse(json))};`))
        .catch((error) => callback(error)),
    // A checkout whose node_modules predate the package still builds the app; the pseudo-locale then shows English.
    (error) => {
      this.emitWarning(new Error(`pseudo-locale left out: ${error.message} (run npm install)`));
      callback(null, 'export default {};');
    },
  );
}

module.exports = pseudoMessagesLoader;
module.exports.englishCatalogs = englishCatalogs;
