const { createAppConfig } = require('@flourishly/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_games',
  port: 3013,
  // The shell provides the federation runtime (docs/architecture.md, "Landing start path").
  externalRuntime: true,
  exposes: {
    './GamesTab': './src/exposes/GamesTab.tsx',
    './GamePlayPage': './src/exposes/GamePlayPage.tsx',
    './GamesCard': './src/exposes/GamesCard.tsx',
  },
});
