import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order files start in. Every project runs in one vitest run on the same workers, and a worker that
 * ran a file goes on to the next queued file only when that file is of the same project (else it is
 * stopped and a new one starts: for gateway, e2e and security that is importing the gateway again), so
 * each project's files stay together. Within a project the longest start first; projects with the
 * longest files on average start first, so the run ends on many short files that fill both workers —
 * not on one long file running alone while the other worker sits idle.
 *
 * A file's length: this machine's last run (vitest's results cache, kept in tests/.artifacts/vite by
 * vitest.config.ts), else the committed durations of a whole run (durations.json, written by
 * `node scripts/test-durations.mjs` from npm test's JSON report), else a guess by project. A clean clone
 * (CI) has no cache: without durations.json vitest's order there was by file size, which put the longest
 * files (the import corpus, end-to-end journeys) mid-run or last.
 */
const DURATIONS_FILE = path.join(import.meta.dirname, 'durations.json');

/** Seconds a file of a project not yet measured is taken to last (about each project's median). */
const GUESS: Record<string, number> = { ops: 30, e2e: 25, security: 15, contract: 10, faults: 60, gateway: 5, 'client-lib': 2 };

function committedDurations(): Record<string, number> {
  try {
    return (JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as { seconds: Record<string, number> }).seconds;
  } catch {
    return {};
  }
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const committed = committedDurations();
    const root = this.ctx.config.root;
    const seconds = (f: TestSpecification) => {
      const key = `${f.project.name}:${path.relative(root, f.moduleId)}`;
      const last = this.ctx.cache.getFileTestResults(key);
      if (last && last.duration > 0) return last.duration / 1000;
      return committed[key] ?? GUESS[f.project.name] ?? 5;
    };
    const length = new Map(files.map((f) => [f, seconds(f)]));
    const byProject = new Map<string, TestSpecification[]>();
    for (const f of files) byProject.set(f.project.name, [...(byProject.get(f.project.name) ?? []), f]);
    const mean = (group: TestSpecification[]) => group.reduce((n, f) => n + length.get(f)!, 0) / group.length;
    return [...byProject.values()]
      .sort((a, b) => mean(b) - mean(a))
      .flatMap((group) => group.sort((a, b) => length.get(b)! - length.get(a)!));
  }
}
