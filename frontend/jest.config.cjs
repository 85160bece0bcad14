// Browser tests: each spec boots the real backend (serving the built frontend) on its own
// database and drives Debian's Chromium through playwright-core.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.browser-spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  testTimeout: 120_000,
  maxWorkers: 2,
};
