import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL on which tests may create and drop their own databases. */
    pgAdminUrl: string;
  }
}

let embedded: EmbeddedDatabase | undefined;
let dir: string | undefined;

/**
 * Tests use TEST_DATABASE_URL or DATABASE_URL's server when given (CI sets the machine's PostgreSQL),
 * else a throwaway embedded PostgreSQL. Either way every test file creates a fresh database on it.
 */
export async function setup(project: TestProject): Promise<void> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (given) {
    project.provide('pgAdminUrl', given);
    return;
  }
  dir = mkdtempSync(path.join(os.tmpdir(), 'apimarket-pg-'));
  // As root the server runs as the `postgres` user, which must be able to traverse this folder.
  chmodSync(dir, 0o755);
  embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
  project.provide('pgAdminUrl', embedded.url);
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
