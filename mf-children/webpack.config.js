const { createAppConfig } = require('@flourishly/webpack-config');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_children',
  port: 3012,
  // The shell provides the federation runtime (docs/architecture.md, "Landing start path").
  externalRuntime: true,
  exposes: {
    './ChildPage': './src/exposes/ChildPage.tsx',
    './ChildrenPage': './src/exposes/ChildrenPage.tsx',
    './EditChildPage': './src/exposes/EditChildPage.tsx',
    './AddChildDialog': './src/exposes/AddChildDialog.tsx',
  },
});
