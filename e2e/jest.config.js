import { jestConfig } from '../jest.base.js';

export default {
  ...jestConfig(),
  globalSetup: '<rootDir>/src/global-setup.ts',
  globalTeardown: '<rootDir>/src/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/src/fail-on-page-errors.ts'],
  testTimeout: 60000,
  maxWorkers: 1,
};
