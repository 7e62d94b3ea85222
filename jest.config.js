// Every unit and integration test of the repository (the e2e suite runs with Playwright).
// The remotes' projects come from packages/contracts/remotes.json (docs/adding-a-remote.md).
const { remotes } = require('./packages/contracts/remotes.json');

module.exports = {
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/platform',
    '<rootDir>/packages/webpack-config',
    '<rootDir>/backend',
    '<rootDir>/shell',
    ...remotes.map((remote) => `<rootDir>/${remote.name}`),
  ],
  maxWorkers: 2,
  passWithNoTests: true,
  // A global option: project configs cannot set it. Backend suites start real apps with seeded content.
  testTimeout: 60000,
};
