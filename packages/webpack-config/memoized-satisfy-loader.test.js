const { readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');
const memoizedSatisfyLoader = require('./memoized-satisfy-loader');

const SEMVER_MODULE = path.join(path.dirname(require.resolve('@module-federation/runtime-core')), 'utils/semver/index.js');

/** Runs the loader on `source` as webpack would (resourcePath set), returning its output. */
const load = (source, resourcePath = SEMVER_MODULE) => memoizedSatisfyLoader.call({ resourcePath }, source);

/** The exports of an ES module's source without imports, run as CommonJS. */
function evaluate(source) {
  const { code } = transformSync(source, { module: { type: 'commonjs' }, jsc: { target: 'es2022' } });
  const module = { exports: {} };
  new Function('module', 'exports', code)(module, module.exports);
  return module.exports;
}

it("answers as the runtime's satisfy does, asking it once per version and range", () => {
  const asked = [];
  globalThis.askedPairs = asked;
  try {
    const { satisfy } = evaluate(
      load(`function satisfy(version, range) {
  globalThis.askedPairs.push([version, range]);
  return version.split('.')[0] === range.replace('^', '').split('.')[0];
}
export { satisfy };`),
    );
    expect(satisfy('19.3.1', '^19.2.0')).toBe(true);
    expect(satisfy('19.3.1', '^19.2.0')).toBe(true);
    expect(satisfy('7.18.5', '^8.0.0')).toBe(false);
    expect(satisfy('7.18.5', '^8.0.0')).toBe(false);
    expect(satisfy('7.18.5', '^7.9.4')).toBe(true);
    expect(asked).toEqual([
      ['19.3.1', '^19.2.0'],
      ['7.18.5', '^8.0.0'],
      ['7.18.5', '^7.9.4'],
    ]);
  } finally {
    delete globalThis.askedPairs;
  }
});

it("rewrites the installed federation runtime's semver module", () => {
  const source = readFileSync(SEMVER_MODULE, 'utf8');
  const output = load(source);
  expect(output).not.toContain('export { satisfy };');
  expect(output).toContain('export { memoizedSatisfy as satisfy };');
});

it('fails the build when the module no longer exports satisfy as it did', () => {
  expect(() => load('export function satisfy() { return true; }', '/runtime-core/semver.js')).toThrow(
    'memoized-satisfy-loader: "export { satisfy };" not found in /runtime-core/semver.js',
  );
});
