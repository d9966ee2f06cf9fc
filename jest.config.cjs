/** Unit and integration tests beside the code (real PostgreSQL databases, no mocks of our own parts). */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/tools', '<rootDir>/services', '<rootDir>/shell', '<rootDir>/mfe-public', '<rootDir>/mfe-live', '<rootDir>/mfe-staff', '<rootDir>/mfe-media', '<rootDir>/mfe-chat'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.split\\.test\\.ts$'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/'],
  moduleNameMapper: { '\\.css$': '<rootDir>/tools/jest/styleStub.cjs' },
  testTimeout: 30000,
  // One embedded PostgreSQL for the run; each test file copies the migrated template into a database of its own.
  globalSetup: '<rootDir>/services/core/src/testing/jestGlobalSetup.ts',
  globalTeardown: '<rootDir>/services/core/src/testing/jestGlobalTeardown.ts',
  maxWorkers: 2,
};
