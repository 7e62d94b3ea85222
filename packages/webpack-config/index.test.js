const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { createAppConfig } = require('./index');

const configFor = (mode) =>
  createAppConfig({ dir: path.join(__dirname, '../../shell'), name: 'shell', port: 3000, isHost: true })({}, { mode });

it("builds production bundles with react-router's production build, without its dev warnings", () => {
  const routerEntry = configFor('production').resolve.alias['react-router$'];
  expect(existsSync(routerEntry)).toBe(true);
  const chunks = readdirSync(path.dirname(routerEntry)).filter((file) => /^chunk-.*\.mjs$/.test(file));
  const flags = chunks.map(
    (file) => /var ENABLE_DEV_WARNINGS = (\w+);/.exec(readFileSync(path.join(path.dirname(routerEntry), file), 'utf8'))?.[1],
  );
  expect(flags).toContain('false');
  expect(flags).not.toContain('true');
});

it('keeps the development build, with its warnings, on the dev server', () => {
  expect(configFor('development').resolve.alias['react-router$']).toBeUndefined();
});

describe("the compile hint on the shell's start files", () => {
  const { BannerPlugin } = require('webpack');
  const hintOf = (config) => config.plugins.find((plugin) => plugin instanceof BannerPlugin);

  it('marks main, framework and app-core, first line, in production', () => {
    const hint = hintOf(configFor('production'));
    expect(hint.options).toMatchObject({ banner: '//# allFunctionsCalledOnLoad', raw: true, entryOnly: false });
    const marked = [
      'main.db6a0094.js',
      'framework.3f444ee1.js',
      'app-core.986becd9.js',
      'app.a41aa67b.js',
      '881.09dbbc12.js',
      'framework.3f444ee1.js.map',
    ].filter((file) => hint.options.test.test(file));
    expect(marked).toEqual(['main.db6a0094.js', 'framework.3f444ee1.js', 'app-core.986becd9.js']);
  });

  it('leaves the dev server and the remotes without it', () => {
    expect(hintOf(configFor('development'))).toBeUndefined();
    const remote = createAppConfig({ dir: path.join(__dirname, '../../mf-games'), name: 'mf_games', port: 3004 })(
      {},
      { mode: 'production' },
    );
    expect(hintOf(remote)).toBeUndefined();
  });
});
