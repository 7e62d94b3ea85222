const { createJestConfig } = require('../jest.preset');

module.exports = {
  ...createJestConfig(__dirname, 'jsdom'),
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};
