// Lint rules of the whole repository. The architecture rules (docs/architecture.md, CONTRIBUTING.md):
// a remote imports only the platform, the contracts and libraries; features of a remote do not import
// each other; no package reaches into another package's `src/` (only its `exports` subpaths).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';
import sharedRouter from './packages/webpack-config/shared-router.js';
import { REMOTE_FOLDERS } from './scripts/remotes.mjs';

const REMOTES = REMOTE_FOLDERS;
const FRONT_ENDS = ['shell', ...REMOTES];
/** The front ends' browser sources, as `files` globs. */
const FRONT_END_SOURCES = FRONT_ENDS.map((app) => `${app}/src/**`);

/** Dates are written with the contracts' dates.ts, never cut from toISOString(). */
const ONE_DATE_MODULE = {
  selector: "CallExpression[callee.property.name=/^(slice|split|substring)$/][callee.object.callee.property.name='toISOString']",
  message:
    "Write a date with the contracts' dates.ts: utcIsoDateOf(date) for the UTC day, isoDateOf(date) or todayIsoDate() for the local one.",
};

const API_LITERAL_MESSAGE =
  "Build an API URL with endpointPath(route, params) of '@flourishly/contracts/endpoint-paths': each endpoint is declared once, in the contracts' registry.";

/**
 * The screens that speak every language (docs/architecture.md, "Languages"): their words come
 * from message catalogs, and a literal a parent would read fails lint. A folder joins this list
 * when its screens are translated.
 */
const TRANSLATED_SOURCES = [
  'shell/src/layout/**',
  'shell/src/auth/**',
  'shell/src/pages/**',
  'shell/src/profile/**',
  'shell/src/app/**',
  'shell/src/session/**',
  'shell/src/offline/**',
  'shell/src/landing/**',
  'packages/platform/src/i18n/**',
  'packages/platform/src/ui/**',
  'packages/platform/src/forms/**',
  'packages/platform/src/federation/**',
  'packages/platform/src/children/**',
  'packages/platform/src/routing/**',
  'mf-dashboard/src/features/growth/**',
  'mf-dashboard/src/features/immunisations/**',
  'mf-dashboard/src/features/achievements/**',
  'mf-dashboard/src/features/devices/**',
  'mf-dashboard/src/features/development-profile/**',
  'mf-dashboard/src/features/learning-plan/**',
  'mf-dashboard/src/features/parent-dashboard/**',
  'mf-dashboard/src/features/parent-tips/**',
  'mf-dashboard/src/features/games-card/**',
  'mf-dashboard/src/shared/**',
  'mf-dashboard/src/exposes/**',
  'mf-landing/src/**',
  'mf-games/src/features/**',
  'mf-games/src/shared/**',
  'mf-games/src/exposes/**',
  'mf-children/src/**',
];

/**
 * What git ignores is not linted either (builds, releases/, caches): each line of .gitignore as
 * a flat-config pattern, as @eslint/compat's includeIgnoreFile converts it. A pattern without a
 * slash but at its end matches at any depth; a leading slash anchors it at the root.
 */
function gitIgnored() {
  return readFileSync(new URL('./.gitignore', import.meta.url), 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negation = line.startsWith('!') ? '!' : '';
      const pattern = negation ? line.slice(1) : line;
      const slash = pattern.indexOf('/');
      const anywhere = slash < 0 || slash === pattern.length - 1 ? '**/' : '';
      return `${negation}${anywhere}${slash === 0 ? pattern.slice(1) : pattern}`;
    });
}

/** One zone per feature folder: a feature imports nothing from its sibling features. */
function featureZones(app) {
  const root = `./${app}/src/features`;
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${root}/${name}`,
      from: root,
      except: [`./${name}`],
      message:
        "Features do not import each other: compose them in the remote's exposes/ or move the shared part to shared/ (CONTRIBUTING.md).",
    }));
}

/** backend/src folders every module may import: they import no feature module (docs/architecture.md, "Backend layers"). */
const BACKEND_BASE = ['config', 'database', 'common', 'content'];
/** Where the app is composed (every module's entities and content seeders), with the files at the root of backend/src. */
const BACKEND_TOP = ['schema'];
/** The backend's feature modules: every other folder of backend/src. */
const BACKEND_MODULES = readdirSync(new URL('./backend/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && ![...BACKEND_BASE, ...BACKEND_TOP].includes(entry.name))
  .map(({ name }) => name);
/**
 * A module's public files: its Nest module, services, entities, mappers, decorators and guards,
 * and what a module lends others outside Nest's injection (users' password rules and the session
 * store over its tables, assessments' scoring).
 */
const BACKEND_PUBLIC_FILES = [
  '**/backend/src/*/*.{module,service,entity,mapper,decorator,guard}.ts',
  '**/backend/src/users/password-{hasher,strength}.ts',
  '**/backend/src/users/session-store.ts',
  '**/backend/src/assessments/assessment-scoring.ts',
];

const backendZones = [
  ...BACKEND_BASE.map((base) => ({
    target: `./backend/src/${base}`,
    from: [
      ...[...BACKEND_MODULES, ...BACKEND_TOP].map((folder) => `./backend/src/${folder}`),
      './backend/src/app.module.ts',
      './backend/src/app.factory.ts',
      './backend/src/main.ts',
    ],
    message:
      'config/, database/, common/ and content/ are the bottom of the backend: they import no feature module (docs/architecture.md, "Backend layers").',
  })),
  ...BACKEND_MODULES.map((module) => ({
    target: `./backend/src/${module}`,
    from: [`./backend/src/!(${[module, ...BACKEND_BASE].join('|')})/**`],
    except: BACKEND_PUBLIC_FILES,
    message:
      'A backend module imports another only through its public files: *.module, *.service, *.entity, *.mapper, *.decorator or *.guard (docs/architecture.md, "Backend layers").',
  })),
];

const architectureZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}/src`,
    from: [
      './shell',
      './backend',
      './e2e',
      './packages/webpack-config',
      ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`),
    ],
    message: 'A remote imports only the platform, the contracts and libraries (docs/architecture.md).',
  })),
  {
    target: './shell/src',
    from: ['./backend', './e2e', ...REMOTES.map((remote) => `./${remote}`)],
    // The types each remote emits for its exposed modules (scripts/remote-types.mjs).
    except: ['./@mf-types'],
    message: 'The shell loads remotes through module federation only (docs/architecture.md).',
  },
  {
    target: './packages/platform/src',
    from: ['./backend', './e2e', ...FRONT_ENDS.map((app) => `./${app}`)],
    message: 'The platform depends on the contracts and libraries only.',
  },
  {
    target: './packages/contracts/src',
    from: ['./backend', './e2e', './packages/platform', ...FRONT_ENDS.map((app) => `./${app}`)],
    message: 'The contracts depend on libraries only.',
  },
  {
    target: './backend/src',
    from: ['./packages/platform', './e2e', ...FRONT_ENDS.map((app) => `./${app}`)],
    message: 'The backend shares only the contracts with the front ends.',
  },
  ...FRONT_ENDS.flatMap(featureZones),
];

const packageFilePatterns = [
  {
    group: ['@flourishly/*/src', '@flourishly/*/src/**', '@flourishly/*/dist/**'],
    message: 'Import the package\'s public entry or an "exports" subpath, not its files.',
  },
];

export default tseslint.config(
  {
    ignores: gitIgnored(),
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: architectureZones }],
      'no-restricted-imports': ['error', { patterns: packageFilePatterns }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // The backend's modules import each other without cycles (docs/architecture.md, "Backend layers").
    // Tests may import any file of the module they test.
    files: ['backend/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...architectureZones, ...backendZones] }],
    },
  },
  {
    // A module reaches its own tables through its repositories and asks another module's service
    // for the rest: its code imports another module's entity as a type only (docs/architecture.md,
    // "Repositories per module"). Entities may import others' for their relations.
    files: ['backend/src/*/**/*.ts'],
    ignores: ['backend/src/schema/**', '**/*.entity.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packageFilePatterns,
            {
              group: ['../*/*.entity'],
              allowTypeImports: true,
              message:
                'Another module\'s entity is imported as a type only: ask that module\'s service for its rows (docs/architecture.md, "Repositories per module").',
            },
          ],
        },
      ],
    },
  },
  {
    // Code that ships: the shared router holds only the names of packages/webpack-config/shared-router.js
    // (docs/architecture.md, "Page budgets"). Tests render with any router.
    files: [...FRONT_END_SOURCES, 'packages/platform/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: packageFilePatterns,
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: [...sharedRouter.SHARED_ROUTER_VALUES, ...sharedRouter.SHARED_ROUTER_TYPES],
              message: 'The shared router provides only the names of packages/webpack-config/shared-router.js: add a name there first.',
            },
            { name: 'react-router', message: "Import the router from 'react-router-dom' (the shared router)." },
          ],
        },
      ],
    },
  },
  {
    // One date module (docs/architecture.md, "Dates"): code that ships takes a UTC date from
    // utcIsoDateOf and a local one from isoDateOf or todayIsoDate of the contracts' dates.ts.
    files: ['backend/src/**/*.ts', ...FRONT_END_SOURCES, 'packages/platform/src/**', 'packages/contracts/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/testing/**', 'packages/contracts/src/dates.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_DATE_MODULE] },
  },
  {
    // Endpoints are declared once (docs/architecture.md): the pages build an API URL with the
    // contracts' endpointPath, never from an '/api/' string of their own. Same files as above,
    // so the date rule is repeated (a later block's rule replaces an earlier one's).
    files: [...FRONT_END_SOURCES, 'packages/platform/src/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ONE_DATE_MODULE,
        { selector: 'Literal[value=/^\\/api\\//]', message: API_LITERAL_MESSAGE },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: API_LITERAL_MESSAGE },
      ],
    },
  },
  {
    // The rules of hooks; the React Compiler's extra rules are left out as the build does not use it.
    files: ['**/*.tsx', ...FRONT_END_SOURCES, 'packages/platform/src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    // A dialog may put first focus on its safe action (the platform's Button, not a raw element).
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    files: TRANSLATED_SOURCES,
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { formatjs },
    rules: { 'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{label,placeholder,title,alt}']] } }] },
  },
  {
    // Page scripts of the benchmarks run in the browser through page.evaluate.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [...FRONT_END_SOURCES, 'packages/platform/src/**', 'jest.setup.jsdom.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'packages/webpack-config/*.test.js', '**/*.spec.ts', 'backend/test/**', '**/testing/**', 'jest.*'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    // CommonJS configuration files (jest presets, webpack configs).
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
