// Unit tests of feature hooks and components: jsdom, a real React Query client, and a faked
// `fetch` (the only thing mocked). The browser tests have their own config (jest.config.cjs).
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/test/jsdom-with-fetch-environment.cjs',
  // jsdom's default 'browser' export condition picks some packages' ESM builds, which jest's
  // CommonJS runtime cannot load; the packages' require builds are the same code.
  testEnvironmentOptions: { customExportConditions: ['require', 'default'] },
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}', '<rootDir>/test/**/*.spec.{ts,tsx}'],
  transform: {
    '^.+\\.(ts|tsx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  setupFilesAfterEnv: ['<rootDir>/test/setup-unit-tests.ts'],
  clearMocks: true,
  restoreMocks: true,
};
