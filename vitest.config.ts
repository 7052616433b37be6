import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'gateway',
          root: './gateway',
          include: ['src/**/__tests__/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/__tests__/support/global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'contract',
          root: './tests',
          include: ['contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['../gateway/src/__tests__/support/global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          root: './tests',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['../gateway/src/__tests__/support/global-setup.ts', './e2e/support/global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
