// One webpack + module federation configuration for the shell and every remote.
// Shared singletons are declared here once, so host and remotes always agree on them.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { SHARED_ROUTER_MODULE } = require('./shared-router');
const { StartAssetsPlugin } = require('./start-assets-plugin');
const { FirstScreenPlugin } = require('./first-screen-plugin');
const { CompileHintPlugin } = require('./compile-hint-plugin');
const { NO_PARSER_MODULE } = require('./messages-loader');

const BACKEND_DEV_URL = process.env.BACKEND_DEV_URL ?? 'http://localhost:3001';

/** Version range of an installed package, as the shared scope should require it. */
function installedRange(name, fromDir) {
  return `^${require(packageJsonPath(name, fromDir)).version}`;
}

/** The package.json of `name` as `fromDir` resolves it, also for a package whose `exports` leave it out (react-intl). */
function packageJsonPath(name, fromDir) {
  try {
    return require.resolve(`${name}/package.json`, { paths: [fromDir] });
  } catch {
    // Not exported (Node says ERR_PACKAGE_PATH_NOT_EXPORTED, other resolvers differ): walk up from its entry.
    let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
    while (!fs.existsSync(path.join(dir, 'package.json')) || require(path.join(dir, 'package.json')).name !== name) dir = path.dirname(dir);
    return path.join(dir, 'package.json');
  }
}

/**
 * The federation `shared` map: react and react-dom with their deep imports (`react/`,
 * `react-dom/`), the router (`react-router-dom`, see shared-router.js), styled-components,
 * react-final-form, react-intl and the platform are singletons; Redux, the contracts and zod are not shared
 * (see below).
 * No `eager`: every app has an async bootstrap boundary instead.
 * @param {string} fromDir the app's folder: ranges are those of the versions installed for it
 * @param {Record<string,string>} [requiredVersions] package -> range, in place of the installed one
 */
function createShared(fromDir, requiredVersions = {}) {
  const singleton = (name, key = name) => [
    key,
    { singleton: true, requiredVersion: requiredVersions[name] ?? installedRange(name, fromDir) },
  ];
  return Object.fromEntries([
    singleton('react'),
    singleton('react', 'react/'),
    singleton('react-dom'),
    singleton('react-dom', 'react-dom/'),
    // The router's context must be one: every app shares `react-router-dom` as the declarative
    // router of shared-router.js (about 14 KB gzip instead of react-router's 60 KB entry). Its
    // file is no package, so the version it provides is stated.
    [
      'react-router-dom',
      {
        singleton: true,
        import: SHARED_ROUTER_MODULE,
        requiredVersion: requiredVersions['react-router-dom'] ?? installedRange('react-router-dom', fromDir),
        version: installedRange('react-router-dom', fromDir).slice(1),
      },
    ],
    // Redux Toolkit and react-redux are not shared: only the platform imports them, and the
    // platform is a singleton, so the store's code is one copy through it; a shared package is
    // bundled whole, while inside the platform only what it uses is kept (docs/architecture.md,
    // "Page budgets").
    singleton('styled-components'),
    // The platform's form fields read react-final-form's context: one copy for host and remotes.
    // Its dist/package.json has no version, so the provided version is stated here.
    [
      'react-final-form',
      {
        singleton: true,
        requiredVersion: requiredVersions['react-final-form'] ?? installedRange('react-final-form', fromDir),
        version: installedRange('react-final-form', fromDir).slice(1),
      },
    ],
    singleton('@flourishly/platform'),
    // One react-intl for host and remotes: the platform's IntlProvider and every remote's
    // messages meet in its context (docs/architecture.md, "Languages").
    singleton('react-intl'),
    // The contracts and zod are deliberately not shared: a shared module is bundled whole
    // (zod alone is about 87 KB gzip), while bundled into each app webpack keeps only the
    // contracts' modules that app imports, so a page that validates nothing loads no zod. They
    // hold no state, so a copy per app is safe (docs/architecture.md, "Page budgets").
  ]);
}

/**
 * The shared packages every page starts with, merged into two files instead of one file per
 * package and per dependency: a phone on HTTP/1.1 fetches six files at a time, and each file costs
 * a round trip (docs/architecture.md, "Page budgets"). `framework` is what every page renders
 * with, the landing page included (react-intl with its FormatJS parts and their tslib: the landing
 * page speaks the visitor's language too); `app-core` is what the signed-in app adds (router and
 * store).
 */
const START_CHUNK_GROUPS = {
  framework: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|@emotion[\\/](is-prop-valid|memoize|unitless)|react-intl|@formatjs|intl-messageformat|tslib)[\\/]/,
    name: 'framework',
    chunks: 'async',
    priority: 40,
    enforce: true,
  },
  appCore: {
    test: /[\\/]node_modules[\\/](react-router|redux|redux-thunk|@reduxjs[\\/]toolkit|immer|reselect|react-redux|use-sync-external-store|@standard-schema[\\/]utils)[\\/]|[\\/]webpack-config[\\/]react-router-dom\.mjs$/,
    name: 'app-core',
    chunks: 'async',
    priority: 30,
    enforce: true,
  },
};

/** react-router's production build (the package's exports name only dist/development). */
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/** The federation runtime's semver module, whose `satisfy` memoized-satisfy-loader.js memoizes. */
const FEDERATION_SEMVER = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]semver[\\/]index\.js$/;

/** TypeScript and TSX, ours and the workspace packages', through swc. */
function scriptRule(isProduction) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules\/(?!@flourishly)/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', development: !isProduction, refresh: false },
          },
          target: 'es2020',
        },
      },
    },
  };
}

/** What the server sends compressed: scripts, styles, manifests and pictures; never source maps. */
const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of each compressible file, written next to it
 * once at build time: the server sends them as they are (`preCompressed`), about 14% smaller
 * than what it compresses on the fly, and without compressing per request (docs/architecture.md,
 * "Page budgets").
 */
function precompressed() {
  const options = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...options,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...options, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/** Where the service worker is compiled before the host's build injects its precache list into it. */
const serviceWorkerBuildDir = (dir) => path.join(dir, 'node_modules', '.cache', 'service-worker');

/**
 * Webpack configuration of the host's service worker (`<dir>/src/service-worker/service-worker.ts`,
 * docs/architecture.md, "Offline and installed"): one script for a worker's scope, compiled on
 * its own, since a child compilation of the host would take its federation and chunk splitting.
 * The host's build then injects its precache list into it ({@link serviceWorker}).
 * @returns a production configuration named 'service-worker'
 */
function createServiceWorkerConfig({ dir }) {
  return {
    name: 'service-worker',
    mode: 'production',
    context: dir,
    target: 'webworker',
    entry: './src/service-worker/service-worker.ts',
    devtool: false,
    output: { path: serviceWorkerBuildDir(dir), filename: 'service-worker.js', clean: true },
    resolve: { extensions: ['.ts', '.js'], conditionNames: ['source', '...'] },
    module: { rules: [scriptRule(true)] },
    optimization: { splitChunks: false, runtimeChunk: false },
    stats: 'errors-warnings',
    performance: { hints: false },
  };
}

/**
 * Workbox's InjectManifest on the compiled service worker: writes `/sw.js` with the list of the
 * host's files to precache (scripts, styles, the web app manifest and its icons). index.html is
 * left out: the server writes the runtime configuration into it, and the worker keeps each page
 * as it is visited.
 */
function serviceWorker(dir) {
  return new InjectManifest({
    swSrc: path.join(serviceWorkerBuildDir(dir), 'service-worker.js'),
    swDest: 'sw.js',
    compileSrc: false,
    exclude: [/\.map$/, /\.(br|gz)$/, /\.LICENSE\.txt$/, /\.html$/, /^(mf-manifest|mf-stats|start-assets)\.json$/, /^pseudo-messages\./],
    // Hashed names are their own version; Workbox adds a revision to the others.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
  });
}

/** The shell's start chunk groups (`webpackChunkName` in shell/src/index.ts and bootstrap.tsx). */
const SHELL_START_GROUPS = ['bootstrap', 'app'];

/**
 * Webpack configuration of one federated app.
 * @param {object} options
 * @param {string} options.dir the app's folder (its package.json sits there)
 * @param {string} options.name federation container name, e.g. 'mf_games' or 'shell'
 * @param {number} options.port dev-server port
 * @param {Record<string,string>} [options.exposes] expose key -> module path (remotes only)
 * @param {string[]} [options.runtimePlugins] module paths of MF runtime plugins (host only)
 * @param {boolean} [options.isHost] the shell: serves index.html at '/', proxies /api in dev
 * @param {Record<string,string>} [options.requiredVersions] shared package -> the range this app needs
 *   when it needs other than the installed version's caret range (e.g. a remote that needs a newer
 *   react-router-dom than the shell runs); the shell's shared-version check refuses to load a
 *   remote whose range the running copy does not meet
 * @param {boolean} [options.externalRuntime] remote only, production builds only: use the host's
 *   federation runtime core (global `_FEDERATION_RUNTIME_CORE`) instead of bundling one into
 *   remoteEntry.js (about 19 KB gzip less); such a remote runs only inside the shell, which
 *   provides it (the remote's dev server build keeps its own copy)
 * @param {string} [options.firstScreen] remote only: its render module (see first-screen-plugin.js),
 *   run after each production build to write the prerendered first screen into dist/
 * @returns webpack's configuration function, with `federation: { name, exposes }` attached
 */
function createAppConfig({
  dir,
  name,
  port,
  exposes = {},
  runtimePlugins = [],
  isHost = false,
  externalRuntime = false,
  requiredVersions = {},
  firstScreen,
}) {
  const config = (_env, argv) => {
    const isProduction = argv.mode === 'production';
    return {
      context: dir,
      entry: './src/index.ts',
      devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // Workspace packages are compiled from their TypeScript source.
        conditionNames: ['source', '...'],
        // react-router's package exports only its development build, whose dev warnings run (and
        // warn in a parent's console) in production; its production build is the same code without them.
        alias: {
          ...(isProduction ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {}),
          // Catalogs are parsed at build time (messages-loader.js): react-intl needs no parser.
          '@formatjs/icu-messageformat-parser$': NO_PARSER_MODULE,
        },
      },
      module: {
        rules: [
          scriptRule(isProduction),
          { test: /\.(svg|png|webp|jpg)$/, type: 'asset/resource' },
          // Message catalogs (`src/**/messages/<locale>.json`) become message ASTs.
          { test: /[\\/]messages[\\/][a-z]{2}(-[A-Za-z]+)?\.json$/, type: 'javascript/auto', use: require.resolve('./messages-loader') },
          // The pseudo-locale's messages, made from every English catalog (pseudo-messages-loader.js).
          { test: /[\\/]i18n[\\/]pseudo[\\/]en-XA\.json$/, type: 'javascript/auto', use: require.resolve('./pseudo-messages-loader') },
          // The federation runtime's version checks, remembered (memoized-satisfy-loader.js).
          { test: FEDERATION_SEMVER, use: require.resolve('./memoized-satisfy-loader') },
        ],
      },
      // Production builds start clean: a persistent cache has twice emitted federation chunks
      // that read shared modules (react-router-dom) their consume map no longer loaded, and the
      // app failed to start. Dev servers keep webpack's in-memory cache.
      cache: isProduction ? false : { type: 'memory' },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: createShared(dir, requiredVersions),
          runtimePlugins,
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The host hands its runtime core over in shell/src/federation/provide-runtime-core-plugin.ts.
          // Production builds run only in browsers: `target: 'web'` leaves the runtime's Node.js
          // loaders out (about 1.5 KB gzip of the shell's start).
          experiments: {
            ...(externalRuntime && isProduction ? { externalRuntime: true } : {}),
            ...(isProduction ? { optimization: { target: 'web' } } : {}),
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Flourishly',
          // Remotes keep a standalone page for their own dev server; the shell's is the app.
          filename: 'index.html',
          publicPath: isHost ? '/' : 'auto',
          // The web app manifest and icons are the host's (docs/architecture.md, "Installable").
          isHost,
        }),
        // The host's public files (web app manifest, icons) at the site's root, as they are.
        ...(isHost
          ? [new CopyPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.', globOptions: { ignore: ['**/*.svg'] } }] })]
          : []),
        // The files of the shell's start, hinted in index.html by the server (start-assets-plugin.js).
        ...(isHost ? [new StartAssetsPlugin()] : []),
        ...(firstScreen && isProduction ? [new FirstScreenPlugin({ dir, entry: firstScreen, scriptRule })] : []),
        // The service worker (shell/src/service-worker): precaches the host's own build. Before the
        // compression plugins, so its manifest lists each file once, and production only (a worker
        // in the dev server would answer from stale caches).
        ...(isHost && isProduction ? [serviceWorker(dir)] : []),
        ...(isProduction ? precompressed() : []),
        // The files a page runs as it starts, compiled off the main thread (compile-hint-plugin.js):
        // a remote's entry and exposed modules (`__federation_expose_<name>` chunk groups).
        ...(isProduction
          ? [
              new CompileHintPlugin(
                isHost
                  ? { entries: ['main'], startGroups: SHELL_START_GROUPS }
                  : { entries: [name], startGroups: [/^__federation_expose_/] },
              ),
            ]
          : []),
      ],
      stats: isProduction ? 'errors-warnings' : 'minimal',
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        splitChunks: isProduction ? { cacheGroups: START_CHUNK_GROUPS } : undefined,
      },
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        proxy: isHost
          ? [{ context: ['/api', '/remotes.json', '/avatars'], target: BACKEND_DEV_URL }]
          : [{ context: ['/api'], target: BACKEND_DEV_URL }],
      },
    };
  };
  // Read by each remote's contract test (packages/platform/src/federation/remote-contracts.ts).
  config.federation = { name, exposes };
  return config;
}

/** The remotes, listed once (packages/contracts/remotes.json, docs/adding-a-remote.md). */
const { remotes: REMOTES } = require('../contracts/remotes.json');

/**
 * Webpack configuration of a remote: {@link createAppConfig} with the container name and the
 * dev-server port of its entry in packages/contracts/remotes.json, found by its package's name
 * (`@flourishly/mf-games` -> `mf-games`), so a copy of its sources in another folder (a release
 * built with `--source`) is still found.
 * @param {Omit<Parameters<typeof createAppConfig>[0], 'name' | 'port' | 'isHost'>} options
 * @throws Error when the remote is not listed there
 */
function createRemoteConfig(options) {
  const folder = require(path.join(options.dir, 'package.json')).name.replace(/^@flourishly\//, '');
  const remote = REMOTES.find((entry) => entry.name === folder);
  if (!remote) throw new Error(`${folder} is not listed in packages/contracts/remotes.json (docs/adding-a-remote.md)`);
  return createAppConfig({ ...options, name: remote.scope, port: remote.devPort });
}

module.exports = { createAppConfig, createRemoteConfig, createServiceWorkerConfig, createShared };
