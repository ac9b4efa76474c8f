/** Unit tests of the outbound-address guard: Node, no network (name resolution is passed in). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }] },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
