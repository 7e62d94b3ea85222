const { createAppConfig, createServiceWorkerConfig } = require('@flourishly/webpack-config');

const app = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3000,
  isHost: true,
  runtimePlugins: [
    require.resolve('./src/federation/remote-fallback-plugin.ts'),
    require.resolve('./src/federation/provide-runtime-core-plugin.ts'),
    require.resolve('./src/federation/shared-version-check-plugin.ts'),
  ],
});

/**
 * The host; in production its service worker first, compiled on its own, whose precache list the
 * host's build then injects (packages/webpack-config, createServiceWorkerConfig).
 */
const config = (env, argv) =>
  argv.mode === 'production'
    ? [createServiceWorkerConfig({ dir: __dirname }), { ...app(env, argv), dependencies: ['service-worker'] }]
    : app(env, argv);
config.federation = app.federation;

module.exports = config;
