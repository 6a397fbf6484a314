// One jest set-up for every package: swc compiles TypeScript (and the ES-module-only
// @nestjs packages) to CommonJS, and workspace libraries resolve to their sources.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));

const swc = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true, tsx: true },
    transform: {
      legacyDecorator: true,
      decoratorMetadata: true,
      useDefineForClassFields: false,
      react: { runtime: 'automatic' },
    },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
};

/** @param {{ environment?: 'node' | 'jsdom' }} [options] */
export function jestConfig(options = {}) {
  return {
    testEnvironment: options.environment ?? 'node',
    testMatch: [
      '<rootDir>/src/**/*.test.ts?(x)',
      '<rootDir>/test/**/*.test.ts?(x)',
      '<rootDir>/launcher/src/**/*.test.ts',
      '<rootDir>/launcher/test/**/*.test.ts',
    ],
    transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swc] },
    transformIgnorePatterns: [
      '/node_modules/(?!.*/node_modules/)(?!(@nestjs|@nats-io|jose|content-disposition|file-type|strtok3|token-types|uint8array-extras|@tokenizer)/)',
    ],
    moduleNameMapper: {
      '^@dating/(contracts|server|testing|ui|portal)$': path.join(root, 'libs/$1/src/index.ts'),
      // A sub-path names its source file: `@dating/contracts/profile/labels/en`.
      '^@dating/(contracts|server|testing|ui|portal)/(\\w+(?:/\\w+)*)$': path.join(
        root,
        'libs/$1/src/$2',
      ),
      '^@dating/gateway/testing$': path.join(root, 'gateway/test/gateway-under-test.ts'),
      '^@dating/(svc-auth|svc-profile|svc-interest|svc-billing|gateway)$': path.join(
        root,
        '$1/src/index.ts',
      ),
      '\\.css$': path.join(root, 'libs/testing/src/style-stub.cjs'),
    },
    testTimeout: 30000,
  };
}
