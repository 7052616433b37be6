import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Which project's files go first when one run holds several. Vitest's own order runs projects by name
 * (client-lib, contract, gateway, ops), so the four slow whole-process `ops` files (~50 s together)
 * started last and ran alone at the end while the other worker sat idle. Projects whose files are
 * slowest start first; within a project vitest's order stands (slowest first by the last run's
 * durations, else largest file first).
 */
const FIRST = ['ops', 'contract', 'client-lib', 'e2e', 'gateway', 'security'];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = FIRST.indexOf(f.project.name);
      return i === -1 ? FIRST.length : i;
    };
    // Array.prototype.sort is stable: vitest's order within a project is kept.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
