import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { MaintenanceWholeMinutes1795920000000 } from '../migrations/1795920000000-maintenance-whole-minutes.js';

/** Windows stored to the second before windows were scheduled in whole minutes get the same rounding. */
describe('migration: maintenance windows in whole minutes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('rounds a stored window’s start up and its end down, keeps whole ones, removes one with no whole minute', async () => {
    const api = await buildApi(server);
    const insert = async (from: string, to: string): Promise<number> =>
      (
        await server.ds.query(
          `INSERT INTO status_maintenance (api_id, starts_at, ends_at, title, title_en) VALUES ($1, $2, $3, '维护', 'Maintenance') RETURNING id`,
          [api.id, from, to],
        )
      )[0].id;
    const seconds = await insert('2026-11-20T10:00:30Z', '2026-11-20T10:05:45Z');
    const whole = await insert('2026-11-20T11:00:00Z', '2026-11-20T11:30:00Z');
    const none = await insert('2026-11-20T12:00:10Z', '2026-11-20T12:00:50Z');
    const across = await insert('2026-11-20T12:10:10Z', '2026-11-20T12:11:50Z');

    const runner = server.ds.createQueryRunner();
    try {
      await new MaintenanceWholeMinutes1795920000000().up(runner);
    } finally {
      await runner.release();
    }

    const rows = (await server.ds.query(
      `SELECT id, starts_at, ends_at FROM status_maintenance WHERE api_id = $1 ORDER BY id`,
      [api.id],
    )) as Array<{ id: string; starts_at: Date; ends_at: Date }>;
    const got = rows.map((r) => [Number(r.id), r.starts_at.toISOString(), r.ends_at.toISOString()]);
    expect(got).toEqual([
      [Number(seconds), '2026-11-20T10:01:00.000Z', '2026-11-20T10:05:00.000Z'],
      [Number(whole), '2026-11-20T11:00:00.000Z', '2026-11-20T11:30:00.000Z'],
    ]);
    expect(got.map((r) => r[0])).not.toContain(Number(none));
    expect(got.map((r) => r[0])).not.toContain(Number(across));
  });
});
