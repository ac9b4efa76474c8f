import { createDefaultEsmPreset } from 'ts-jest';

/** Integration tests: the real Payload config against a real (embedded) PostgreSQL. */
export default {
  ...createDefaultEsmPreset({ tsconfig: '<rootDir>/tsconfig.json' }),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.int.test.ts'],
  globalSetup: '<rootDir>/test/globalSetup.mjs',
  globalTeardown: '<rootDir>/test/globalTeardown.mjs',
  setupFiles: ['<rootDir>/test/setupWorkerDatabase.mjs'],
  moduleNameMapper: {
    '^@payload-config$': '<rootDir>/src/payload.config.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transformIgnorePatterns: ['/node_modules/'],
  maxWorkers: 2,
  testTimeout: 60_000,
};
