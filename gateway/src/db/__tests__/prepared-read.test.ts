import pg from 'pg';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createFreshDatabase } from '../../__tests__/support/database.js';
import { Sql, statement } from '../../core/sql.js';
import { openDatabase } from '../data-source.js';
import { poolOf } from '../pool.js';

/** Every RowDescription any connection receives while `work` runs (node-postgres' Connection emits one event per message). */
async function rowDescriptionsOf(work: () => Promise<unknown>): Promise<number> {
  const proto = pg.Connection.prototype as unknown as { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = proto.emit;
  let n = 0;
  proto.emit = function (this: unknown, event, ...args) {
    if (event === 'rowDescription') n++;
    return emit.call(this, event, ...args);
  };
  try {
    await work();
  } finally {
    // The patch was an own property over EventEmitter's emit: remove it.
    delete (proto as { emit?: unknown }).emit;
  }
  return n;
}

/**
 * db/prepared-read.ts: a declared read on the pool answers the rows node-postgres' own query answers
 * (same columns, same parsed values), and PostgreSQL describes its rows once per process, not once per
 * execution (issue #35: the REST misses' statements skip Describe and the per-query parser setup).
 */
describe('prepared reads on the pool', () => {
  let db: { url: string; drop(): Promise<void> };
  let ds: DataSource;
  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    ds = await openDatabase(db.url);
    await ds.query(
      `CREATE TABLE widget (id int PRIMARY KEY, name text, ok boolean NOT NULL, made timestamptz NOT NULL, big bigint, doc jsonb, tags text[])`,
    );
    await ds.query(
      `INSERT INTO widget VALUES (1, 'one', true, '2026-01-02T03:04:05.678Z', 9007199254740993, '{"a":[1,"x",null]}', '{a,b}'),
                                 (2, NULL, false, '2025-12-31T23:59:59Z', NULL, NULL, NULL)`,
    );
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const text = `SELECT id, name, ok, made, big, doc, tags, json_build_object('n', id) AS j, $2::text AS echo FROM widget WHERE id <= $1 ORDER BY id`;
  const widgets = statement<[upTo: number, echo: string | null], z.ZodType>('test.widgets', text, z.unknown());

  it('answers the rows node-postgres itself answers: names, order, nulls and parsed types', async () => {
    const sql = new Sql(ds, false);
    const ours = await sql.all(widgets, [2, 'hé']);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const theirs = (await client.query({ name: 'test.widgets', text, values: [2, 'hé'] })).rows;
      expect(ours).toEqual(theirs);
      expect(ours.map((r) => Object.keys(r as object))).toEqual(theirs.map((r) => Object.keys(r as object)));
    } finally {
      await client.end();
    }
    expect(ours[0]).toMatchObject({ id: 1, big: '9007199254740993', doc: { a: [1, 'x', null] }, tags: ['a', 'b'], j: { n: 1 } });
    expect((ours[0] as { made: Date }).made.toISOString()).toBe('2026-01-02T03:04:05.678Z');
    expect(await sql.all(widgets, [2, null])).toEqual([expect.objectContaining({ echo: null }), expect.objectContaining({ echo: null })]);
    expect(await sql.all(widgets, [0, 'x'])).toEqual([]);
  });

  it('is described once per process: later executions, on any connection, get no RowDescription', async () => {
    const sql = new Sql(ds, false);
    const once = statement<[id: number], z.ZodType>('test.widget-name', `SELECT name FROM widget WHERE id = $1`, z.unknown());
    expect(await rowDescriptionsOf(() => sql.first(once, [1]))).toBe(1);
    // Ten at once: the pool opens more connections, each parses the statement, none describes it again.
    let rows: unknown[] = [];
    const described = await rowDescriptionsOf(async () => {
      rows = await Promise.all(Array.from({ length: 10 }, (_, i) => sql.first(once, [(i % 2) + 1])));
    });
    expect(described).toBe(0);
    expect(rows).toEqual(Array.from({ length: 10 }, (_, i) => ({ name: i % 2 ? null : 'one' })));
    expect(poolOf(ds).totalCount).toBeGreaterThan(1);
  });

  it('a failing read rejects with PostgreSQL’s error and leaves its connection usable', async () => {
    const sql = new Sql(ds, false);
    const failing = statement<[id: number], z.ZodType>('test.widget-fails', `SELECT 1 / (id - $1) AS x FROM widget`, z.unknown());
    await expect(sql.all(failing, [1])).rejects.toMatchObject({ code: '22012' });
    await expect(sql.all(failing, [5])).resolves.toHaveLength(2);
    await expect(Promise.all(Array.from({ length: 10 }, () => sql.all(failing, [5])))).resolves.toHaveLength(10);
  });
});
