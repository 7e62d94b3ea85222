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
