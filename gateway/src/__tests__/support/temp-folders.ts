import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clusterOwner } from '../../db/embedded.js';
import { waitFor } from './wait.js';

/**
 * The folders tests make in the temp folder — the run's embedded PostgreSQL (`apimarket-pg-`), each test
 * server's DATA_DIR (`apimarket-data-`), the process tests' DATA_DIRs (`apimarket-ops-`) — each with the
 * pid of the process that made it. A run that is interrupted (Ctrl-C in `npm test`) has no teardown: the
 * next run sweeps what such a run left, its orphaned PostgreSQL stopped first.
 */
const PREFIXES = ['apimarket-pg-', 'apimarket-data-', 'apimarket-ops-'];
const OWNER_FILE = '.owner-pid';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A new folder `<tmp>/<prefix>XXXXXX` recorded as this process's. */
export function makeRunFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  writeFileSync(path.join(dir, OWNER_FILE), String(process.pid));
  return dir;
}

/** The PostgreSQL data folders inside a run folder (the run's own, or a DATA_DIR's `pg`). */
const clustersIn = (dir: string) => [dir, path.join(dir, 'pg')].filter((d) => existsSync(path.join(d, 'PG_VERSION')));

/**
 * Removes the run folders whose maker is gone, stopping a PostgreSQL still running in one; folders of a
 * run still going (on this machine, by anyone) are left alone. Folders without an owner file (made
 * before it was written) count as stale once an hour old and with no PostgreSQL running. Returns the
 * folders removed.
 */
export async function sweepStaleRunFolders(tmp = os.tmpdir(), now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  for (const name of readdirSync(tmp)) {
    if (!PREFIXES.some((p) => name.startsWith(p))) continue;
    const dir = path.join(tmp, name);
    let owner: number | null = null;
    try {
      owner = Number(readFileSync(path.join(dir, OWNER_FILE), 'utf8')) || null;
    } catch {
      // no owner file
    }
    const clusters = clustersIn(dir);
    if (owner !== null && alive(owner)) continue;
    if (owner === null) {
      const old = now - statSync(dir).mtimeMs > 60 * 60 * 1000;
      if (!old || clusters.some((c) => clusterOwner(c) !== null)) continue;
    }
    for (const cluster of clusters) {
      const pid = clusterOwner(cluster);
      if (pid === null) continue;
      // Fast shutdown of the orphan; it removes its postmaster.pid when it is done.
      process.kill(pid, 'SIGINT');
      await waitFor(() => clusterOwner(cluster) === null, `the orphaned PostgreSQL ${pid} in ${cluster} to stop`, 30_000);
    }
    rmSync(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}
