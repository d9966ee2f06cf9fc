/** Split-mode tests: gateway and services as separate processes over the real PostgreSQL and Redis. */
const base = require('./jest.config.cjs');

module.exports = {
  ...base,
  roots: ['<rootDir>/services'],
  testMatch: ['**/*.split.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testTimeout: 120000,
};
