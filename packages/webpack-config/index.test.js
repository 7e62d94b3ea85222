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

describe('createRemoteConfig', () => {
  const { createRemoteConfig } = require('./index');
  const { remotes } = require('../contracts/remotes.json');

  it.each(remotes)("takes $name's container name and dev port from packages/contracts/remotes.json", (remote) => {
    const config = createRemoteConfig({ dir: path.join(__dirname, '../..', remote.name) });
    expect(config.federation.name).toBe(remote.scope);
    expect(config({}, { mode: 'development' }).devServer.port).toBe(remote.devPort);
  });

  it('refuses a package the manifest does not list', () => {
    expect(() => createRemoteConfig({ dir: path.join(__dirname, '../../shell') })).toThrow(
      'shell is not listed in packages/contracts/remotes.json',
    );
  });
});
