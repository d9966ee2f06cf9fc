/** Unit and integration tests beside the code (real PGlite databases, no mocks of our own parts). */
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } }];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/packages', '<rootDir>/services', '<rootDir>/shell', '<rootDir>/mfe-public', '<rootDir>/mfe-live', '<rootDir>/mfe-staff', '<rootDir>/mfe-media', '<rootDir>/mfe-chat'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.split\\.test\\.ts$'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/'],
  testTimeout: 30000,
  // Each test file opens its own PGlite database: two workers keep both cores busy.
  maxWorkers: 2,
};
