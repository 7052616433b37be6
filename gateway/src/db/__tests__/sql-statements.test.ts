import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createFreshDatabase } from '../../__tests__/support/database.js';
import { RowShapeError, Sql, statement } from '../../core/sql.js';
import { openDatabase } from '../data-source.js';
import { poolOf } from '../pool.js';

/** core/sql.ts against a real PostgreSQL: rows typed and checked by their schema, reads only, one statement each. */
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
    const sql = new Sql(poolOf(ds), true);
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
    await expect(new Sql(poolOf(ds), true).first(wrong, [1])).rejects.toBeInstanceOf(RowShapeError);
    // Production trusts the schema the tests held it to.
    expect(await new Sql(poolOf(ds), false).first(wrong, [1])).toEqual({ id: 1 });
  });

  it('declares reads only', () => {
    expect(() => statement('test.write', `UPDATE gadget SET name = 'x'`, z.object({}))).toThrow(/reads only/);
    expect(() => statement('test.cte-write', `WITH x AS (DELETE FROM gadget RETURNING id) SELECT id FROM x`, z.object({}))).toThrow(
      /reads only/,
    );
  });
});
