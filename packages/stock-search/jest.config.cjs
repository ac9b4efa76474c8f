/** Contract tests for the StockSearch engines against real backends (PostgreSQL: embedded, see globalSetup). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/globalSetup.mjs',
  globalTeardown: '<rootDir>/test/globalTeardown.mjs',
  testTimeout: 60_000,
};
