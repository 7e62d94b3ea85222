const { createRemoteConfig } = require('@flourishly/webpack-config');

module.exports = createRemoteConfig({
  // Container name and dev port: this folder's entry in packages/contracts/remotes.json.
  dir: __dirname,
  // The shell provides the federation runtime (docs/architecture.md, "Landing start path").
  externalRuntime: true,
  exposes: {
    './GamesTab': './src/exposes/GamesTab.tsx',
    './GamePlayPage': './src/exposes/GamePlayPage.tsx',
    './GamesCard': './src/exposes/GamesCard.tsx',
  },
});
