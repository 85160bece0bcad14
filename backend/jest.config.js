/** Three tiers by file name: *.spec.ts (pure, beside the code), *.int-spec.ts (real PostgreSQL/Redis), *.e2e-spec.ts (through HTTP). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '\\.(spec|int-spec|e2e-spec)\\.ts$',
  // Fixture trees (e.g. the table-ownership check's) may hold files named like tests: they are inputs, not tests.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/fixtures/'],
  transform: { '^.+\\.ts$': swc },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The test database templates, built once before the workers start (test/support/template-databases.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testTimeout: 60000,
  maxWorkers: 2,
};
