const { createJestConfig } = require('../../jest.preset');

module.exports = {
  ...createJestConfig(__dirname, 'node'),
  testMatch: ['<rootDir>/*.test.js'],
};
