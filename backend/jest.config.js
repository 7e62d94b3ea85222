const { createJestConfig } = require('../jest.preset');

module.exports = {
  ...createJestConfig(__dirname, 'node'),
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  testTimeout: 30000,
};
