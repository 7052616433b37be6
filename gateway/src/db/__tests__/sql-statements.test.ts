import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createFreshDatabase } from '../../__tests__/support/database.js';
import { declaredWrite, RequestWrites, trackWrites } from '../../core/request-writes.js';
import { command, RowShapeError, Sql, sqlOn, statement } from '../../core/sql.js';
import { openDatabase } from '../data-source.js';

/** core/sql.ts against a real PostgreSQL: rows typed and checked by their schema, reads and declared writes, on the pool or in a transaction. */
describe('declared read statements (core/sql.ts)', () => {
  let db: { url: string; drop(): Promise<void> };
  let ds: DataSource;
  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    ds = await openDatabase(db.url);
    await ds.query(`CREATE TABLE gadget (id int PRIMARY KEY, name text NOT NULL, made timestamptz NOT NULL DEFAULT now())`);
    await ds.query(`INSERT INTO gadget (id, name) VALUES (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const byId = statement<[id: number], z.ZodObject<{ id: z.ZodNumber; name: z.ZodString; made: z.ZodDate }>>(
    'test.gadget-by-id',
    `SELECT id, name, made FROM gadget WHERE id = $1`,
    z.object({ id: z.number(), name: z.string(), made: z.date() }),
  );

  it('answers typed rows, counts each statement, and reuses the prepared statement', async () => {
    const sql = new Sql(ds, true);
    const one = await sql.first(byId, [1]);
    expect(one).toMatchObject({ id: 1, name: 'one' });
    expect(one!.made).toBeInstanceOf(Date);
    expect(await sql.first(byId, [3])).toBeNull();
    expect(await sql.all(byId, [2])).toHaveLength(1);
    expect(sql.statements).toBe(3);
  });

  it('a row that does not match its schema fails where rows are checked (tests, development)', async () => {
    const wrong = statement<[id: number], z.ZodObject<{ id: z.ZodString }>>(
      'test.gadget-wrong',
      `SELECT id FROM gadget WHERE id = $1`,
      z.object({ id: z.string() }),
    );
    await expect(new Sql(ds, true).first(wrong, [1])).rejects.toBeInstanceOf(RowShapeError);
    // Production trusts the schema the tests held it to.
    expect(await new Sql(ds, false).first(wrong, [1])).toEqual({ id: 1 });
  });

  it('declares reads only', () => {
    expect(() => statement('test.write', `UPDATE gadget SET name = 'x'`, z.object({}))).toThrow(/reads only/);
    expect(() => statement('test.cte-write', `WITH x AS (DELETE FROM gadget RETURNING id) SELECT id FROM x`, z.object({}))).toThrow(
      /reads only/,
    );
  });

  it('declares reads only, row locks allowed, words in literals no commands', () => {
    expect(() => statement('test.lock', `SELECT id FROM gadget WHERE id = $1 FOR UPDATE`, z.object({}))).not.toThrow();
    expect(() => statement('test.literal', `SELECT id FROM gadget WHERE name <> 'delete me'`, z.object({}))).not.toThrow();
  });

  it('declares a plan as a read, never one that runs its statement (ANALYZE) or plans a write', () => {
    expect(() => statement('test.plan', `EXPLAIN (FORMAT JSON) SELECT 1 FROM gadget WHERE id = $1`, z.object({}))).not.toThrow();
    expect(() => statement('test.analyze', `EXPLAIN ANALYZE SELECT 1 FROM gadget`, z.object({}))).toThrow(/reads only/);
    expect(() => statement('test.analyze-option', `EXPLAIN (ANALYZE, FORMAT JSON) SELECT 1 FROM gadget`, z.object({}))).toThrow(/reads only/);
    expect(() => statement('test.plan-write', `EXPLAIN (FORMAT JSON) DELETE FROM gadget`, z.object({}))).toThrow(/reads only/);
  });

  const renamed = z.object({ id: z.number(), name: z.string() });
  const rename = command<[id: number, name: string], typeof renamed>(
    'test.gadget-rename',
    `UPDATE gadget SET name = $2 WHERE id = $1 RETURNING id, name`,
    renamed,
  );
  const add = command<[id: number, name: string]>('test.gadget-add', `INSERT INTO gadget (id, name) VALUES ($1, $2)`);
  const names = statement<[ids: number[]], typeof renamed>(
    'test.gadget-names',
    `SELECT id, name FROM gadget WHERE id = ANY($1::int[]) ORDER BY id`,
    renamed,
  );

  it('declares writes: INSERT, UPDATE or DELETE, a RETURNING clause with its row schema', () => {
    expect(() => command('test.read', `SELECT 1`)).toThrow(/INSERT, UPDATE or DELETE only/);
    expect(() => command('test.no-schema', `DELETE FROM gadget RETURNING id`)).toThrow(/RETURNING/);
    expect(() => command('test.no-returning', `DELETE FROM gadget`, z.object({}))).toThrow(/RETURNING/);
    expect(() => command('test.cte', `WITH x AS (SELECT 1) DELETE FROM gadget WHERE id IN (SELECT * FROM x)`)).not.toThrow();
  });

  it('runs a command: its RETURNING rows typed and checked, the rows it changed counted', async () => {
    const sql = sqlOn(ds);
    const res = await sql.run(rename, [2, 'deux']);
    expect(res).toEqual({ rows: [{ id: 2, name: 'deux' }], count: 1 });
    expect((await sql.run(rename, [404, 'none'])).count).toBe(0);
    const wrongReturn = command<[id: number], z.ZodObject<{ name: z.ZodNumber }>>(
      'test.gadget-wrong-return',
      `UPDATE gadget SET name = name WHERE id = $1 RETURNING name`,
      z.object({ name: z.number() }),
    );
    await expect(new Sql(ds, true).run(wrongReturn, [1])).rejects.toBeInstanceOf(RowShapeError);
  });

  it('reads and writes inside a transaction see its writes and roll back with it', async () => {
    const sql = sqlOn(ds);
    await expect(
      ds.transaction(async (em) => {
        await sql.run(add, [10, 'ten'], em);
        await sql.on(em).run(rename, [1, 'uno']);
        // Inside: the transaction's own writes; outside (the pool): not yet.
        expect(await sql.all(names, [[1, 10]], em)).toEqual([
          { id: 1, name: 'uno' },
          { id: 10, name: 'ten' },
        ]);
        expect(await sql.all(names, [[1, 10]])).toEqual([{ id: 1, name: 'one' }]);
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');
    expect(await sql.all(names, [[1, 10]])).toEqual([{ id: 1, name: 'one' }]);
    // A row that does not match fails inside a transaction too (and takes the transaction with it).
    const wrong = statement<[id: number], z.ZodObject<{ id: z.ZodString }>>('test.gadget-wrong-tx', `SELECT id FROM gadget WHERE id = $1`, z.object({ id: z.string() }));
    await expect(ds.transaction((em) => new Sql(ds, true).first(wrong, [1], em))).rejects.toBeInstanceOf(RowShapeError);
  });

  it('a command is a request write the read cache sees: committed, declared narrower, or rolled back', async () => {
    const sql = sqlOn(ds);
    const track = async (work: () => Promise<unknown>) => {
      const writes = new RequestWrites();
      await trackWrites(writes, work).catch(() => undefined);
      return writes;
    };
    expect([...(await track(() => sql.run(add, [20, 'twenty']))).touched]).toEqual(['catalog']);
    expect((await track(() => sql.run(rename, [404, 'none']))).wrote).toBe(false);
    expect((await track(() => sql.all(names, [[1]]))).wrote).toBe(false);
    expect([...(await track(() => declaredWrite(['stars:1'], () => sql.run(rename, [20, 'vingt'])))).touched]).toEqual(['stars:1']);
    expect([...(await track(() => ds.transaction((em) => sql.run(add, [21, 'x'], em)))).touched]).toEqual(['catalog']);
    const rolledBack = await track(() =>
      ds.transaction(async (em) => {
        await sql.run(add, [22, 'y'], em);
        throw new Error('no');
      }),
    );
    expect(rolledBack.wrote).toBe(false);
  });
});
