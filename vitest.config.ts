import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './tests/support/sequencer.ts';

/**
 * One file per core at a time, and at least two: most of a gateway test's time is spent waiting on
 * PostgreSQL and on its own server, so two at a time use a 2-core machine (vitest's default there is one)
 * far better. TEST_WORKERS overrides it.
 */
const WORKERS = Number(process.env.TEST_WORKERS) || Math.max(2, availableParallelism());

export default defineConfig({
  // Vitest's results cache (each file's last duration, read by the sequencer) in this checkout, not in
  // node_modules/.vite: node_modules may be shared (hard-linked) by several checkouts, whose runs then
  // wrote one another's durations.
  cacheDir: 'tests/.artifacts/vite',
  test: {
    // One value for every project: projects run in one group, and vitest refuses differing ones there.
    maxWorkers: WORKERS,
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'gateway',
          include: ['gateway/src/**/__tests__/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./gateway/src/__tests__/support/global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // A worker keeps its imported modules from one file to the next (each file still starts its own
          // server on its own database): importing the gateway again per file was about half of this
          // project's CPU time (measured with /usr/bin/time on the catalog+content and the
          // community+feedback+accounts files: 51 s → 27 s and 68 s → 37 s of user+sys CPU).
          isolate: false,
        },
      },
      {
        test: {
          name: 'contract',
          isolate: false,
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./gateway/src/__tests__/support/global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        // The client's pure helpers (detail-page rules, code-snippet generator), run in Node.
        test: {
          name: 'client-lib',
          isolate: false,
          include: ['tests/client-lib/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          // Whole processes: the built gateway, `npm start`, several gateways on one database and Redis.
          name: 'ops',
          isolate: false,
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./gateway/src/__tests__/support/global-setup.ts', './tests/ops/support/global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          // Whole process trees, each with its own embedded PostgreSQL (initdb, migrations, seed): under
          // a load average of 15 on two cores a start alone took over the former 60 s (concurrent-start,
          // the second start on one data folder). A limit, not a measure: the tests assert no timing.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      {
        test: {
          // Fault runs that take longer than a few seconds (`npm run test:faults`, not in `npm test`):
          // whole `npm start` trees stopped every way a process manager does, rolling restarts.
          name: 'faults',
          isolate: false,
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./gateway/src/__tests__/support/global-setup.ts', './tests/ops/support/global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          // The security suite: the issue #16 findings, the authorisation matrix, fuzzing, SSRF, XSS.
          name: 'security',
          // As in the gateway project: a worker imports the gateway and playwright once, not per file, and
          // its files share one Chromium (tests/e2e/support/browser.ts), each file in contexts of its own.
          isolate: false,
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./gateway/src/__tests__/support/global-setup.ts', './tests/e2e/support/global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          // One import of the gateway and one Chromium per worker (see the security project).
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./gateway/src/__tests__/support/global-setup.ts', './tests/e2e/support/global-setup.ts'],
          setupFiles: ['reflect-metadata'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two browsers share the machine: a page may take longer than vitest's 1 s default to settle.
          expect: { poll: { timeout: 10_000 } },
          // No retry inside a file: its later tests build on its earlier ones and a second attempt would meet
          // what the first stored. `npm test` (scripts/test.mjs) runs a failed file again as a whole, on a
          // fresh server and database, and lists the tests that needed it as flaky (E2E_RETRY=0: no rerun).
        },
      },
    ],
  },
});
