// Every unit and integration test of the repository (the e2e suite runs with Playwright).
module.exports = {
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/platform',
    '<rootDir>/packages/webpack-config',
    '<rootDir>/backend',
    '<rootDir>/shell',
    '<rootDir>/mf-landing',
    '<rootDir>/mf-dashboard',
    '<rootDir>/mf-children',
    '<rootDir>/mf-games',
  ],
  maxWorkers: 2,
  passWithNoTests: true,
  // A global option: project configs cannot set it. Backend suites start real apps with seeded content.
  testTimeout: 60000,
};
