import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../__tests__/support/database.js';
import { declaredWrite, RequestWrites, trackWrites, untrackedWrite } from '../../core/request-writes.js';
import { openDatabase } from '../data-source.js';
import { CategoryEntity } from '../../modules/catalog/category.entity.js';

/**
 * What the data source counts as a request's write (db/request-writes.subscriber.ts), through each door
 * to the database, on a database of its own.
 */
describe('a request’s writes as the data source records them', () => {
  let db: { url: string; drop(): Promise<void> };
  let ds: DataSource;
  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    ds = await openDatabase(db.url);
    await ds.query(`CREATE TABLE scratch (id int PRIMARY KEY, n int NOT NULL DEFAULT 0)`);
    await ds.query(`INSERT INTO scratch (id) VALUES (1), (2)`);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  /** Whether `work`, run as a request's, wrote. */
  const wrote = async (work: () => Promise<unknown>) => {
    const writes = new RequestWrites();
    await trackWrites(writes, work).catch(() => undefined);
    return writes.wrote;
  };

  it('counts a statement that changed rows, not a read, a lock or one that matched nothing', async () => {
    expect(await wrote(() => ds.query(`SELECT n FROM scratch WHERE id = 1`))).toBe(false);
    expect(await wrote(() => ds.transaction((em) => em.query(`SELECT n FROM scratch WHERE id = 1 FOR UPDATE`)))).toBe(false);
    expect(await wrote(() => ds.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`))).toBe(true);
    expect(await wrote(() => ds.query(`UPDATE scratch SET n = n + 1 WHERE id = 404`))).toBe(false);
    expect(await wrote(() => ds.query(`INSERT INTO scratch (id) VALUES (1) ON CONFLICT DO NOTHING`))).toBe(false);
    expect(await wrote(() => ds.query(`INSERT INTO scratch (id) VALUES (3)`))).toBe(true);
    expect(await wrote(() => ds.query(`DELETE FROM scratch WHERE id = 3`))).toBe(true);
    // A failed statement wrote nothing.
    expect(await wrote(() => ds.query(`INSERT INTO scratch (id) VALUES (1)`))).toBe(false);
    // A write in a WITH clause, under a SELECT.
    expect(
      await wrote(() => ds.query(`WITH t AS (UPDATE scratch SET n = n + 1 WHERE id = 2 RETURNING n) SELECT n FROM t`)),
    ).toBe(true);
  });

  it('counts a transaction’s writes when it commits, not when it rolls back', async () => {
    expect(await wrote(() => ds.transaction((em) => em.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`)))).toBe(true);
    expect(
      await wrote(() =>
        ds.transaction(async (em) => {
          await em.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`);
          throw new Error('refused after writing');
        }),
      ),
    ).toBe(false);
    // A savepoint released is not yet a commit: the outer rollback takes its write away too.
    expect(
      await wrote(() =>
        ds.transaction(async (em) => {
          await em.transaction((inner) => inner.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`));
          throw new Error('refused after the savepoint');
        }),
      ),
    ).toBe(false);
    // A query runner of one's own, committed.
    expect(
      await wrote(async () => {
        const runner = ds.createQueryRunner();
        try {
          await runner.startTransaction();
          await runner.query(`UPDATE scratch SET n = n + 1 WHERE id = 2`);
          await runner.commitTransaction();
        } finally {
          await runner.release();
        }
      }),
    ).toBe(true);
  });

  it('counts repository writes (their own transaction) and sees nothing outside a request or in untracked work', async () => {
    const categories = ds.getRepository(CategoryEntity);
    expect(await wrote(() => categories.save(categories.create({ slug: 'scratch', name: '草稿', nameEn: 'Scratch', sortOrder: 0 })))).toBe(true);
    expect(await wrote(() => categories.findOneBy({ slug: 'scratch' }))).toBe(false);
    expect(await wrote(() => untrackedWrite(() => ds.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`)))).toBe(false);
    // Work the request started and left running is still its own.
    const writes = new RequestWrites();
    let pending: Promise<unknown> | undefined;
    trackWrites(writes, () => {
      pending = Promise.resolve().then(() => ds.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`));
    });
    let late = 0;
    // settle answers what was touched so far: nothing yet.
    expect(writes.settle(() => late++)).toEqual([]);
    await pending;
    expect([writes.wrote, late]).toEqual([true, 1]);
  });

  it('a declared write touches what it declares, not the whole catalogue; an undeclared one touches the catalogue', async () => {
    const writes = new RequestWrites();
    await trackWrites(writes, () => declaredWrite(['stars:1', 'lists'], () => ds.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`)));
    expect([...writes.touched]).toEqual(['stars:1', 'lists']);
    await trackWrites(writes, () => declaredWrite([], () => ds.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`)));
    expect([...writes.touched]).toEqual(['stars:1', 'lists']);
    await trackWrites(writes, () => ds.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`));
    expect([...writes.touched]).toEqual(['stars:1', 'lists', 'catalog']);
  });

  it('a transaction counts each of its writes as declared when it commits: a declared one does not hide an undeclared one', async () => {
    // An undeclared write, then a declared one (a create's row, then its Idempotency-Key's answer): the catalogue.
    const mixed = new RequestWrites();
    await trackWrites(mixed, () =>
      ds.transaction(async (em) => {
        await em.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`);
        await declaredWrite([], () => em.query(`UPDATE scratch SET n = n + 1 WHERE id = 2`));
      }),
    );
    expect([...mixed.touched]).toEqual(['catalog']);
    // Declared writes only: what they declare, and nothing before the commit.
    const declared = new RequestWrites();
    await trackWrites(declared, () =>
      ds.transaction(async (em) => {
        await declaredWrite(['stars:2'], () => em.query(`UPDATE scratch SET n = n + 1 WHERE id = 2`));
        expect(declared.wrote).toBe(false);
        await declaredWrite([], () => em.query(`UPDATE scratch SET n = n + 1 WHERE id = 1`));
      }),
    );
    expect([declared.wrote, [...declared.touched]]).toEqual([true, ['stars:2']]);
  });
});
