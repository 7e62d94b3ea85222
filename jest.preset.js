// Shared jest settings: TypeScript/TSX through swc, workspace packages mapped to their source.
const path = require('node:path');

const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        react: { runtime: 'automatic' },
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
      },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

/**
 * Jest project settings of one workspace.
 * @param {string} dir the workspace folder
 * @param {'node'|'jsdom'} environment
 */
function createJestConfig(dir, environment) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.environment.jsdom.js') : 'node',
    // Node's export conditions under jsdom too, so 'msw/node' and its interceptors resolve to
    // their Node builds (the jsdom default, 'browser', maps them to nothing).
    testEnvironmentOptions: environment === 'jsdom' ? { customExportConditions: [''] } : {},
    // .mjs too: Mock Service Worker's ESM-only dependencies are compiled like our sources, and so
    // are @fastify/static's and @fastify/cookie's (which loads `cookie` with a dynamic import).
    transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
    transformIgnorePatterns: [
      '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|rettime|until-async|@open-draft|strict-event-emitter|outvariant|is-node-process|headers-polyfill|content-disposition|@fastify/static/node_modules/content-disposition|@fastify/cookie|cookie)/)',
    ],
    moduleNameMapper: {
      '^@flourishly/(contracts|platform)$': path.join(__dirname, 'packages/$1/src/index.ts'),
      // zod-free subpaths of the contracts (package.json "exports"), e.g. '@flourishly/contracts/constants'
      '^@flourishly/contracts/(constants|dates|locales|marketing|routes|first-screen)$': path.join(
        __dirname,
        'packages/contracts/src/$1.ts',
      ),
      '^@flourishly/contracts/endpoint-paths$': path.join(__dirname, 'packages/contracts/src/endpoints/paths.ts'),
      '\\.(svg|png|webp|jpg)$': path.join(__dirname, 'jest.file-stub.js'),
      // A catalog imported in part (`./en.json?only=<prefix>`, messages-loader.js): tests read it whole.
      '^(.+\\.json)\\?(only|except)=.*$': '$1',
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup.jsdom.ts')] : [],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = { createJestConfig };
