import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepStaleRunFolders } from './support/temp-folders.js';

// An interrupted `npm test` has no teardown: the next run's setup sweeps what it left in the temp folder.
describe('sweeping what an interrupted test run left in the temp folder', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'sweep-test-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const folder = (name: string, owner?: number) => {
    const dir = path.join(tmp, name);
    mkdirSync(path.join(dir, 'pg'), { recursive: true });
    writeFileSync(path.join(dir, 'pg', 'PG_VERSION'), '18\n');
    if (owner !== undefined) writeFileSync(path.join(dir, '.owner-pid'), String(owner));
    return dir;
  };

  it('removes the folders of a run that is gone, keeps those of runs still going and recent unowned ones', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    const stale = folder('apimarket-pg-stale', gone);
    const staleData = folder('apimarket-data-stale', gone);
    const running = folder('apimarket-ops-running', process.pid);
    const unowned = folder('apimarket-pg-unowned');
    const other = folder('someone-elses-folder', gone);

    expect((await sweepStaleRunFolders(tmp)).sort()).toEqual([staleData, stale].sort());
    expect([stale, staleData].map(existsSync)).toEqual([false, false]);
    expect([running, unowned, other].map(existsSync)).toEqual([true, true, true]);

    // Folders made before owners were written count as stale once an hour old (no PostgreSQL runs in them).
    expect(await sweepStaleRunFolders(tmp, Date.now() + 2 * 60 * 60 * 1000)).toEqual([unowned]);
    expect(existsSync(running)).toBe(true);
  });
});
