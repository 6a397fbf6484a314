import { jestConfig } from '../jest.base.js';

// Benchmarks print what they measure; they assert no timings (DESIGN.md §8).
export default {
  ...jestConfig(),
  testMatch: ['<rootDir>/src/**/*.bench.ts'],
  testTimeout: 300000,
};
