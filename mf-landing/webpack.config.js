const { createRemoteConfig } = require('@flourishly/webpack-config');

module.exports = createRemoteConfig({
  // Container name and dev port: this folder's entry in packages/contracts/remotes.json.
  dir: __dirname,
  // Smaller remoteEntry.js for the first render of `/`: the shell provides the federation runtime.
  externalRuntime: true,
  // The first screen, prerendered at build time for the server to send with index.html.
  firstScreen: './src/first-screen/render-first-screen.tsx',
  exposes: {
    './LandingPage': './src/exposes/LandingPage.tsx',
    // Its own chunk, requested only at /privacy, /terms, /cookies or /coppa.
    './LegalPage': './src/exposes/LegalPage.tsx',
  },
});
