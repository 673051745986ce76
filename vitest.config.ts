import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', POWERTOOLS_LOG_LEVEL: 'SILENT' },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.unit.test.ts', 'bin/**/*.unit.test.ts'],
          setupFiles: ['test/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['functions/**/*.test.ts'],
          exclude: ['functions/**/*.unit.test.ts'],
          globalSetup: ['test/setup/local-stack.global.ts'],
          setupFiles: ['test/setup/integration-env.ts', 'test/setup/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // One stand-in stack serves every file; files run in parallel against it with unique data.
          fileParallelism: true,
        },
      },
      {
        resolve: {
          alias: [
            ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
            { find: '@', replacement: fileURLToPath(new URL('./web/src', import.meta.url)) },
          ],
        },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
