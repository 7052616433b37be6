import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildUser } from '../../../__tests__/support/factories.js';
import { grayBucket } from '../traffic-policy.rules.js';
import { addApi, startUpstream, type LocalUpstream } from './upstream-fixture.js';
import { retryAfter } from '../../../__tests__/support/retry-after.js';

const ADMIN_PASSWORD = 'admin-test-password';

describe('policies acting on traffic', () => {
  let server: TestServer;
  let up: LocalUpstream;
  let admin: string;

  /** The rollout config as the publish flow (publishApi / submitParms) stores it. */
  /** After a change made behind the gateway's back (straight in the database): drop what it cached. */
  const forget = (id: number) => {
    server.services.openCall.invalidate(id);
    server.services.trafficPolicies.invalidate(id);
  };
  const publish = (
    apiId: number,
    cfg: {
      type?: 'gray' | 'full';
      threshold?: number;
      delay?: number;
      alert?: number;
      off?: number;
      attack?: string;
    },
  ) =>
    // Written straight to the table (any address the test set too), so the gateway is told to forget.
    server.ds
      .query(
        `INSERT INTO api_publish_config (api_id, deploy_type, gray_scale, threshold, delay_threshold, alert_threshold, off_threshold, attack_protection)
       VALUES ($1, $2, $3, $3, $4, $5, $6, $7)
       ON CONFLICT (api_id) DO UPDATE SET deploy_type = $2, gray_scale = $3, threshold = $3, delay_threshold = $4,
         alert_threshold = $5, off_threshold = $6, attack_protection = $7`,
        [
          apiId,
          cfg.type ?? 'full',
          cfg.threshold ?? 10000,
          cfg.delay ?? null,
          cfg.alert ?? null,
          cfg.off ?? null,
          cfg.attack ?? null,
        ],
      )
      .then(() => forget(apiId));
  const asCaller = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });

  beforeAll(async () => {
    up = await startUpstream();
    server = await startTestServer({
      ADMIN_PASSWORD,
      UPSTREAM_ALLOW_LIST: `127.0.0.1:${up.port}`,
      TRUST_PROXY: 'true',
      POLICY_MIN_CALLS: '10',
      POLICY_WINDOW_SECONDS: '60',
      // These tests judge the policies' arithmetic with few callers, so no per-caller cap (0);
      // tests/security/shutdown-fairness.test.ts shows that one caller cannot trip a verdict by default.
      POLICY_CALLER_SHARE: '0',
    });
    admin = (await server.request('POST', '/api/login', { account: 'admin', password: ADMIN_PASSWORD })).body
      .data.token;
  });
  afterAll(async () => {
    await server?.stop();
    await up?.close();
  });

  it('the gray bucket gives a 10% share within ±2% over 10,000 callers, stable per caller', () => {
    let inside = 0;
    for (let i = 0; i < 10_000; i++) {
      const ip = `198.51.${(i >> 8) & 255}.${i & 255}`;
      const b = grayBucket(7, null, ip);
      expect(grayBucket(7, null, ip)).toBe(b);
      if (b < 1000) inside++;
    }
    expect(inside / 10_000).toBeGreaterThan(0.08);
    expect(inside / 10_000).toBeLessThan(0.12);
    // A signed-in caller is bucketed by user id, whatever address they call from.
    expect(grayBucket(7, 42, '203.0.113.1')).toBe(grayBucket(7, 42, '203.0.113.99'));
  });

  it(
    'a gray release serves the new version to exactly the callers of its share (2,000 through the proxy), the previous one to the rest, stickily',
    { timeout: 120_000 },
    async () => {
      const id = await addApi(server, `${up.url}/mode?v=old`);
      // Self-promotion (after 1000 healthy gray calls by default) would end the gray phase mid-test.
      await server.ds.query(
        `INSERT INTO api_release_state (api_id, promote_after_calls) VALUES ($1, 1000000)`,
        [id],
      );
      await publish(id, { type: 'full' });
      // A full release serves the address and remembers it as the stable version.
      expect((await server.request('GET', `/api/open/api/${id}`)).body.version).toBe('old');
      await server.services.trafficPolicies.settle();
      await server.ds.query(`UPDATE api SET address = $2 WHERE id = $1`, [id, `${up.url}/mode?v=new`]);
      // Thresholds of its own that no loaded machine reaches: otherwise the platform's policies judge it,
      // and gray calls slower than the platform's alarm time (a busy CI box) roll the release back.
      await publish(id, { type: 'gray', threshold: 1000, delay: 600_000, alert: 1000, off: 1000 });
      const served = new Map<string, string>();
      const ips = Array.from({ length: 2_000 }, (_, i) => `198.51.${(i >> 8) & 255}.${i & 255}`);
      for (let i = 0; i < ips.length; i += 50) {
        await Promise.all(
          ips.slice(i, i + 50).map(async (ip) => {
            const res = await server.request('GET', `/api/open/api/${id}`, undefined, asCaller(ip));
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            served.set(ip, res.body.version);
          }),
        );
      }
      // Each caller gets the version of its bucket (the share itself: the test above, over 10,000).
      const gray = ips.filter((ip) => grayBucket(id, null, ip) < 1000);
      expect(gray.length).toBeGreaterThan(0);
      expect(ips.filter((ip) => served.get(ip) === 'new')).toEqual(gray);
      expect(ips.filter((ip) => served.get(ip) === 'old')).toEqual(ips.filter((ip) => !gray.includes(ip)));
      // Sticky: the same callers get the same version again.
      for (const ip of ips.slice(0, 200)) {
        expect(
          (await server.request('GET', `/api/open/api/${id}`, undefined, asCaller(ip))).body.version,
          ip,
        ).toBe(served.get(ip));
      }
    },
  );

  it('a gray release with no previous version answers 503 灰度发布中 outside the share', async () => {
    const id = await addApi(server, `${up.url}/mode?v=first`);
    await publish(id, { type: 'gray', threshold: 100 });
    const outside = Array.from({ length: 300 }, (_, i) => `203.0.113.${i % 250}`).find(
      (ip) => grayBucket(id, null, ip) >= 100,
    )!;
    const res = await server.request('GET', `/api/open/api/${id}`, undefined, asCaller(outside));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ code: 503, data: null, message: '灰度发布中' });
  });

  it('attackProtection rate-limits each IP with 429 and Retry-After', async () => {
    const id = await addApi(server, 'builtin:uuid');
    await publish(id, { attack: '5' });
    const since = Date.now();
    for (let i = 0; i < 5; i++)
      expect(
        (await server.request('GET', `/api/open/api/${id}`, undefined, asCaller('192.0.2.10'))).status,
      ).toBe(200);
    const blocked = await server.request(
      'GET',
      `/api/open/api/${id}`,
      undefined,
      asCaller('192.0.2.10', { 'x-lang': 'en' }),
    );
    expect(blocked.status).toBe(429);
    // 5 calls a minute: the message names the header's seconds.
    expect(blocked.body.message).toBe(`Too many requests, retry in ${retryAfter(blocked, 60, since)} s`);
    // Another caller is not affected.
    expect(
      (await server.request('GET', `/api/open/api/${id}`, undefined, asCaller('192.0.2.11'))).status,
    ).toBe(200);
  });

  it('a failing upstream raises an alert, then shuts the API down, notifies its creator and stops proxying', async () => {
    const id = await addApi(server, `${up.url}/mode?v=x`, { name: '会失败的接口' });
    const owner = await buildUser(server);
    const creator = [{ id: owner.creatorId, user_id: owner.id }];
    await server.ds.query(`UPDATE api SET creator_id = $2 WHERE id = $1`, [id, creator[0]!.id]);
    await publish(id, { alert: 100, off: 500, delay: 5000 });
    // 30% failures: above the alert threshold (100‰), below the shutdown threshold (500‰).
    up.mode = 'ok';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      up.mode = i % 10 < 3 ? 'fail' : 'ok';
      statuses.push((await server.request('GET', `/api/open/api/${id}`)).status);
    }
    expect(statuses.filter((s) => s === 500)).toHaveLength(6);
    await server.services.trafficPolicies.settle();
    const alerts = await server.request('GET', `/api/system/alerts?apiId=${id}`, undefined, {
      authorization: `Bearer ${admin}`,
    });
    expect(alerts.status).toBe(200);
    expect(alerts.body.data.map((a: { kind: string }) => a.kind)).toEqual(['alert']);
    expect(alerts.body.data[0].message).toMatch(/^接口「会失败的接口」告警/);
    expect((await server.ds.query(`SELECT status FROM api WHERE id = $1`, [id]))[0].status).toBe(1);

    up.mode = 'fail';
    for (let i = 0; i < 20; i++) await server.request('GET', `/api/open/api/${id}`);
    await server.services.trafficPolicies.settle();
    expect((await server.ds.query(`SELECT status FROM api WHERE id = $1`, [id]))[0].status).toBe(0);
    const kinds = (
      await server.request('GET', `/api/system/alerts?apiId=${id}`, undefined, {
        authorization: `Bearer ${admin}`,
      })
    ).body.data.map((a: { kind: string }) => a.kind);
    expect(kinds).toEqual(['shutdown', 'alert']);
    const notes: Array<{ kind: string }> = await server.ds.query(
      `SELECT kind FROM notification WHERE user_id = $1 AND api_id = $2`,
      [creator[0]!.user_id, id],
    );
    expect(notes.map((n) => n.kind)).toEqual(['offline']);
    const audit: Array<{ to_status: number; actor_id: number | null }> = await server.ds.query(
      `SELECT to_status, actor_id FROM api_status_event WHERE api_id = $1`,
      [id],
    );
    expect(audit).toEqual([{ to_status: 0, actor_id: null }]);

    const before = up.connections;
    const res = await server.request('GET', `/api/open/api/${id}`);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('接口已下线，暂不可调用');
    expect(up.connections).toBe(before);

    const gql = await server.graphql<{
      interfaceAlerts: { total: number; items: Array<{ kind: string; message: string }> };
    }>(
      `query($id: Int) { interfaceAlerts(apiId: $id) { total items { kind message apiName calls failed } } }`,
      { id },
      { authorization: `Bearer ${admin}`, 'x-lang': 'en' },
    );
    expect(gql.data!.interfaceAlerts.total).toBe(2);
    expect(gql.data!.interfaceAlerts.items[0]!.message).toMatch(/taken offline automatically/);
    expect((await server.request('GET', '/api/system/alerts')).status).toBe(401);
    up.mode = 'ok';
  });

  it('a healthy gray release promotes itself to full after the configured number of calls', async () => {
    const id = await addApi(server, `${up.url}/mode?v=g0`);
    await publish(id, { type: 'full' });
    expect((await server.request('GET', `/api/open/api/${id}`)).body.version).toBe('g0');
    await server.services.trafficPolicies.settle();
    await server.ds.query(`UPDATE api SET address = $2 WHERE id = $1`, [id, `${up.url}/mode?v=g1`]);
    await publish(id, { type: 'gray', threshold: 9900, alert: 200 });
    const auth = { authorization: `Bearer ${admin}` };
    const set = await server.graphql<{
      setGrayPromotion: {
        promoteAfterCalls: number;
        deployType: string;
        share: number;
        hasPreviousVersion: boolean;
      };
    }>(
      `mutation($id: Int!) { setGrayPromotion(apiId: $id, calls: 15) { deployType share promoteAfterCalls hasPreviousVersion healthyGrayCalls rolledBack } }`,
      { id },
      auth,
    );
    expect(set.data!.setGrayPromotion).toMatchObject({
      deployType: 'gray',
      share: 9900,
      promoteAfterCalls: 15,
      hasPreviousVersion: true,
    });
    expect(
      (await server.graphql(`mutation { setGrayPromotion(apiId: 1, calls: 0) { share } }`, {}, auth))
        .errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
    expect((await server.graphql(`{ apiRelease(apiId: 1) { share } }`)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    let served = 0;
    for (let i = 0; served < 15 && i < 200; i++) {
      const res = await server.request('GET', `/api/open/api/${id}`, undefined, asCaller(`198.18.0.${i}`));
      if (res.body.version === 'g1') served++;
    }
    await server.services.trafficPolicies.settle();
    const cfg: Array<{ deploy_type: string; threshold: number }> = await server.ds.query(
      `SELECT deploy_type, threshold FROM api_publish_config WHERE api_id = $1`,
      [id],
    );
    expect(cfg[0]).toEqual({ deploy_type: 'full', threshold: 10000 });
    const kinds: Array<{ kind: string }> = await server.ds.query(
      `SELECT kind FROM api_alert WHERE api_id = $1`,
      [id],
    );
    expect(kinds.map((k) => k.kind)).toEqual(['promote']);
    const after = await server.graphql<{ apiRelease: { deployType: string; share: number } }>(
      `query($id: Int!) { apiRelease(apiId: $id) { deployType share } }`,
      { id },
      auth,
    );
    expect(after.data!.apiRelease).toEqual({ deployType: 'full', share: 10000 });
    // Everyone now gets the promoted version.
    for (let i = 0; i < 20; i++)
      expect(
        (await server.request('GET', `/api/open/api/${id}`, undefined, asCaller(`198.18.1.${i}`))).body
          .version,
      ).toBe('g1');
  });

  it('a failing gray release rolls itself back to the previous version', async () => {
    const id = await addApi(server, `${up.url}/mode?v=bad`);
    await publish(id, { type: 'gray', threshold: 5000, alert: 100 });
    await server.ds.query(`INSERT INTO api_release_state (api_id, stable_address) VALUES ($1, $2)`, [
      id,
      'builtin:uuid',
    ]);
    forget(id);
    up.mode = 'fail';
    for (let i = 0; i < 60; i++)
      await server.request('GET', `/api/open/api/${id}`, undefined, asCaller(`198.19.0.${i}`));
    up.mode = 'ok';
    await server.services.trafficPolicies.settle();
    const kinds: Array<{ kind: string }> = await server.ds.query(
      `SELECT kind FROM api_alert WHERE api_id = $1 ORDER BY id`,
      [id],
    );
    expect(kinds.map((k) => k.kind)).toContain('rollback');
    // The platform's shutdown policy (500‰, and 20 failures in a row) judges the calls served the
    // working version only while the gray release runs: the API stays online, whichever call came first.
    expect(kinds.map((k) => k.kind)).not.toContain('shutdown');
    const [{ status }] = await server.ds.query(`SELECT status FROM api WHERE id = $1`, [id]);
    expect(status).toBe(1);
    // Everyone now gets the previous version (a built-in here), the gray address is not called again.
    const before = up.connections;
    for (let i = 0; i < 20; i++) {
      const res = await server.request('GET', `/api/open/api/${id}`, undefined, asCaller(`198.19.1.${i}`));
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(true);
    }
    expect(up.connections).toBe(before);
  });
});
