// Compiles a message catalog (`messages/<locale>.json`: id -> ICU message) to react-intl's
// message ASTs at build time, so the pages ship without the ICU parser (about 16 KB gzip;
// docs/architecture.md, "Languages"). A message that does not parse fails the build.
const path = require('node:path');

/** The parser of the react-intl the apps run, so its ASTs are the ones that react-intl reads. */
const REACT_INTL_DIR = path.dirname(require.resolve('react-intl'));
const { parse } = require(require.resolve('@formatjs/icu-messageformat-parser', { paths: [REACT_INTL_DIR] }));

/** The no-parser build of the same package, which the bundles load in place of the parser. */
const NO_PARSER_MODULE = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js', { paths: [REACT_INTL_DIR] });

/**
 * The ids a catalog import keeps, by its query: `?only=<prefixes>` the ids that start with one of
 * the (comma-separated) prefixes, `?except=<prefixes>` the others, no query every id. So one
 * catalog's messages can ship in two chunks (the platform's error texts load apart from its
 * first screens).
 * @param {string} query the import's resource query ('' or '?only=...' / '?except=...')
 * @returns {(id: string) => boolean}
 */
function idFilter(query) {
  const params = new URLSearchParams(query);
  const prefixes = (name) => params.get(name)?.split(',');
  const only = prefixes('only');
  const except = prefixes('except');
  const starts = (id, list) => list.some((prefix) => id.startsWith(prefix));
  return (id) => (!only || starts(id, only)) && (!except || !starts(id, except));
}

/**
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source the catalog's JSON
 * @returns {string} an ES module whose default export is the catalog (the ids its query keeps)
 *   with each message parsed
 */
function messagesLoader(source) {
  const catalog = JSON.parse(source);
  const keep = idFilter(this.resourceQuery ?? '');
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (!keep(id)) continue;
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: message ${id} is not a string`);
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message ${id} is not a valid ICU message (${error.message})`);
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
}

module.exports = messagesLoader;
module.exports.NO_PARSER_MODULE = NO_PARSER_MODULE;
module.exports.idFilter = idFilter;
