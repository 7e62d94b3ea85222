const { createAppConfig } = require('@flourishly/webpack-config');

module.exports = createAppConfig({
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
