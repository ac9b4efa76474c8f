/** Unit tests of the pure parts (URL state, index documents): no database. */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
