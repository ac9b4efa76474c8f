/** Unit tests for the business rules: pure TypeScript, no I/O. */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
