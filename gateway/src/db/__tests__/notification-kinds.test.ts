import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createFreshDatabase } from '../../__tests__/support/database.js';
import { NOTIFICATION_EVENT_KINDS } from '../../modules/authoring/authoring.types.js';
import { openDatabase } from '../data-source.js';

/**
 * Several features add notification kinds, each by a migration that redefines one CHECK: a later
 * migration that forgets an earlier kind would make that feature's notifications fail to store.
 */
describe('the notification kinds the database allows', () => {
  let db: { url: string; drop(): Promise<void> };
  let ds: DataSource;
  beforeAll(async () => {
    db = await createFreshDatabase(inject('pgAdminUrl'));
    ds = await openDatabase(db.url);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('are exactly the kinds the features send, after every migration', async () => {
    const [{ def }] = await ds.query<Array<{ def: string }>>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'notification_kind_check'`,
    );
    const allowed = [...def.matchAll(/'([a-z]+)'::text/g)].map((m) => m[1]).sort();
    expect(allowed).toEqual([...NOTIFICATION_EVENT_KINDS].sort());
  });
});
