import pg from 'pg';

/** Every statement any pooled connection sends (TypeORM's and core/sql.ts's alike), counted while `work` runs. */
export async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let n = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    n++;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return n;
}

/**
 * The fewest statements `work` sends over three tries: the count is of every statement in the process,
 * and the server's own timers (the monitor's sampler, status probes…) may send one in the same moments.
 * They only ever add to a try.
 */
export async function fewestStatements(work: () => Promise<unknown>, atMost = 0): Promise<number> {
  let fewest = Infinity;
  for (let i = 0; i < 3 && fewest > atMost; i++) fewest = Math.min(fewest, await statementsOf(work));
  return fewest;
}
