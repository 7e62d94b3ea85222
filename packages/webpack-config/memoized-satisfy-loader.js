// Webpack loader for the federation runtime's semver module: `satisfy(version, range)` is
// remembered per pair. The runtime checks every shared singleton against its required range each
// time a module is consumed (23 calls on the game page's start, on about 7 pairs), and each call
// builds its regular expressions from source again: about a third of main.js's start task on a
// phone (docs/architecture.md, "Page budgets").

const EXPORT = 'export { satisfy };';

/**
 * Rewrites the module's `export { satisfy }` to export a memoized `satisfy` (same answers, a Map
 * keyed by "version range"). Fails the build when the module no longer ends with that export, so a
 * runtime upgrade that moves it is noticed rather than silently left slow.
 * @param {string} source `@module-federation/runtime-core/dist/utils/semver/index.js`
 * @returns {string}
 */
module.exports = function memoizedSatisfyLoader(source) {
  if (!source.includes(EXPORT)) {
    throw new Error(`memoized-satisfy-loader: "${EXPORT}" not found in ${this.resourcePath}`);
  }
  const memoized = [
    'const satisfiedPairs = new Map();',
    'function memoizedSatisfy(version, range) {',
    '  const key = `${version} ${range}`;',
    '  let satisfied = satisfiedPairs.get(key);',
    '  if (satisfied === undefined) {',
    '    satisfied = satisfy(version, range);',
    '    satisfiedPairs.set(key, satisfied);',
    '  }',
    '  return satisfied;',
    '}',
    'export { memoizedSatisfy as satisfy };',
  ].join('\n');
  return source.replace(EXPORT, memoized);
};
