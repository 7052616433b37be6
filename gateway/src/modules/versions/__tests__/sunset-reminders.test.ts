import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildApi, buildUser, type BuiltApi, type BuiltUser } from '../../../__tests__/support/factories.js';

const DAY = 86_400_000;

/**
 * Moving a deprecated version's sunset (deprecating it again with another date): only the reminder now due
 * goes out, once; a reminder whose moment is still ahead under the new date comes at that moment.
 */
describe('sunset reminders when the sunset moves (version-notices.service.ts)', () => {
  let server: TestServer;
  let api: BuiltApi;
  let caller: BuiltUser;

  beforeAll(async () => {
    server = await startTestServer();
    api = await buildApi(server);
    caller = await buildUser(server);
    await server.ds.query(
      `INSERT INTO api_version (api_id, number, address, request_method) VALUES ($1, 1, 'https://example.com/v1', 'GET'), ($1, 2, 'https://example.com/v2', 'GET')`,
      [api.id],
    );
    await server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, user_id, version) VALUES ($1, 12, '203.0.113.9', true, 200, $2, 'v1')`,
      [api.id, caller.id],
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends only the nearest due reminder when the sunset moves close, and the others at their new moments when it moves away', async () => {
    const versions = server.services.versions;
    const notices = server.services.versionNotices;
    const base = Date.now();
    versions.now = () => new Date(base);
    const deprecate = async (sunset: Date) => {
      const res = await server.request('POST', `/api/apis/${api.id}/versions/v1/deprecate`, { sunset: sunset.toISOString(), successor: 'v2' }, api.creator.headers);
      expect(res.body.code, res.text).toBe(200);
    };
    const told = async () =>
      (await server.services.notifications.list(caller.auth)).items.filter((n) => n.kind === 'deprecation' && n.apiId === api.id).map((n) => n.messageEn);

    await deprecate(new Date(base + 40 * DAY));
    expect(await told()).toHaveLength(1);
    expect(await notices.tick()).toBe(0);

    // Moved to 12 hours ahead: the 1-day reminder alone, once.
    const near = new Date(base + DAY / 2);
    await deprecate(near);
    expect(await notices.tick()).toBe(1);
    expect(await notices.tick()).toBe(0);
    const afterMove = await told();
    expect(afterMove).toHaveLength(2);
    expect(afterMove[0]).toContain(near.toISOString().slice(0, 10));

    // Moved away to 20 days ahead: the 7- and 1-day reminders are owed again, each at its moment.
    const far = new Date(base + 20 * DAY);
    await deprecate(far);
    expect(await notices.tick()).toBe(0);
    versions.now = () => new Date(far.getTime() - 6 * DAY);
    expect(await notices.tick()).toBe(1);
    expect(await notices.tick()).toBe(0);
    versions.now = () => new Date(far.getTime() - DAY / 2);
    expect(await notices.tick()).toBe(1);
    expect(await notices.tick()).toBe(0);
    expect(await told()).toHaveLength(4);
  });
  it('tells the callers of a deprecation whose notice failed after it committed, at the next tick, once', async () => {
    const owner = await buildApi(server);
    await server.ds.query(
      `INSERT INTO api_version (api_id, number, address, request_method) VALUES ($1, 1, 'https://example.com/v1', 'GET'), ($1, 2, 'https://example.com/v2', 'GET')`,
      [owner.id],
    );
    await server.ds.query(
      `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, user_id, version) VALUES ($1, 12, '203.0.113.9', true, 200, $2, 'v1')`,
      [owner.id, caller.id],
    );
    const now = new Date();
    server.services.versions.now = () => now;
    // The deprecation as it stands when its notice failed (the database away after the commit): nobody told.
    await server.ds.query(
      `UPDATE api_version SET deprecated_at = $2, sunset_at = $3, successor = 2 WHERE api_id = $1 AND number = 1`,
      [owner.id, now.toISOString(), new Date(now.getTime() + 90 * DAY).toISOString()],
    );
    const told = async () =>
      (await server.services.notifications.list(caller.auth)).items.filter((n) => n.kind === 'deprecation' && n.apiId === owner.id);
    expect(await told()).toHaveLength(0);
    expect(await server.services.versionNotices.tick()).toBe(1);
    expect(await server.services.versionNotices.tick()).toBe(0);
    const [notice] = await told();
    expect(notice?.messageEn).toMatch(/Version v1 of .* is deprecated and will be sunset on .*; move to v2/);
  });
});
