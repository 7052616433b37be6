import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
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

/** Marks the work of each HTTP request the server receives while a count runs (see requestStatementsOf). */
const inRequest = new AsyncLocalStorage<true>();

/**
 * The statements the requests `work` sends (TypeORM's and core/sql.ts's alike, any pooled connection)
 * send while it runs: each request the server receives meanwhile runs, with all it starts, in a context of
 * its own, and only statements sent from such a context count. The server's own timers (the monitor's
 * sampler, call storage, version notices…) run outside any request: under load in CI one of them sent a
 * statement in the same moments and the count was one too many.
 */
export async function requestStatementsOf(work: () => Promise<unknown>): Promise<number> {
  return (await requestStatementTextsOf(work)).length;
}

/**
 * The text of each statement the requests `work` sends (as requestStatementsOf counts them): what a
 * request asks PostgreSQL for — which columns a list reads, say.
 */
export async function requestStatementTextsOf(work: () => Promise<unknown>): Promise<string[]> {
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const server = http.Server.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const query = client.query;
  const emit = server.emit;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    // A text, a query config or a submittable (core/sql.ts's prepared reads) with its `text`.
    if (inRequest.getStore()) texts.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: unknown } | null)?.text ?? ''));
    return query.apply(this, args);
  };
  server.emit = function (this: unknown, event, ...args) {
    return event === 'request' ? inRequest.run(true, () => emit.call(this, event, ...args)) : emit.call(this, event, ...args);
  };
  try {
    await work();
  } finally {
    client.query = query;
    // The patch was an own property over EventEmitter's emit: remove it.
    delete (server as { emit?: unknown }).emit;
  }
  return texts;
}
