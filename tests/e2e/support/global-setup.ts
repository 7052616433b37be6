import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { ensureBuilt } from '../../../scripts/build-state.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the Chromium binary, or '' when none is installed (e2e tests are then skipped). */
    chromiumPath: string;
  }
}

/** Builds the client bundle when stale and finds Debian's Chromium (or CHROMIUM_PATH). */
export async function setup(project: TestProject): Promise<void> {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const found = existsSync(candidate) ? candidate : '';
  if (!found) {
    if (process.env.E2E === 'required') {
      throw new Error(`E2E=required but no Chromium at ${candidate} (apt-get install chromium, or set CHROMIUM_PATH)`);
    }
    console.warn(`\n[e2e] skipped: no Chromium at ${candidate} (set CHROMIUM_PATH or install chromium)\n`);
  } else {
    ensureBuilt(['client']);
  }
  project.provide('chromiumPath', found);
}
