import { jestConfig } from '../jest.base.js';

// The browser packages' set-up: jsdom, plus what react-router needs from the platform.
export default {
  ...jestConfig({ environment: 'jsdom' }),
  setupFiles: ['<rootDir>/../libs/portal/test/setup-jsdom.ts'],
  setupFilesAfterEnv: ['<rootDir>/../libs/portal/test/load-texts.ts'],
};
