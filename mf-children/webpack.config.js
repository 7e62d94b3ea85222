const { createRemoteConfig } = require('@flourishly/webpack-config');

module.exports = createRemoteConfig({
  // Container name and dev port: this folder's entry in packages/contracts/remotes.json.
  dir: __dirname,
  // The shell provides the federation runtime (docs/architecture.md, "Landing start path").
  externalRuntime: true,
  exposes: {
    './ChildPage': './src/exposes/ChildPage.tsx',
    './ChildrenPage': './src/exposes/ChildrenPage.tsx',
    './EditChildPage': './src/exposes/EditChildPage.tsx',
    './AddChildDialog': './src/exposes/AddChildDialog.tsx',
  },
});
