import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { waitFor } from '../../../__tests__/support/wait.js';
import { ADMIN_PASSWORD, buildApi, buildUser, signIn } from '../../../__tests__/support/factories.js';
import { closedPort, startReceivers, startSmtp } from './receivers.js';

const SECRET = 'alert-channels-webhook-secret';

describe('alert channels: real receivers, the SSRF guard, robots, SMTP, the delivery log', () => {
  let server: TestServer;
  let receivers: Awaited<ReturnType<typeof startReceivers>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let deadSmtp: number;
  let admin: Record<string, string>;
  const en = { 'accept-language': 'en' };

  beforeAll(async () => {
    receivers = await startReceivers(SECRET);
    smtp = await startSmtp();
    deadSmtp = await closedPort();
    server = await startTestServer({
      ADMIN_PASSWORD,
      UPSTREAM_ALLOW_LIST: [`127.0.0.1:${receivers.port}`, `127.0.0.1:${smtp.port}`, `127.0.0.1:${deadSmtp}`].join(','),
      STATUS_PROBE_TIMEOUT_MS: '3000',
    });
    admin = { ...(await signIn(server, 'admin', ADMIN_PASSWORD)).headers, ...en };
  });
  afterAll(async () => {
    await server?.stop();
    await receivers?.close();
    await smtp?.close();
  });

  const add = async (body: Record<string, unknown>) => {
    const res = await server.request('POST', '/api/system/alert-channels', body, admin);
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; target: string };
  };

  it('an interface alert reaches every channel that works; the refused and failing ones show why and retry later', async () => {
    const api = await buildApi(server, { name: '短信发送' });
    const webhook = await add({ kind: 'webhook', name: 'Ops webhook', url: `${receivers.base}/hook`, secret: SECRET });
    const ssrf = await add({ kind: 'webhook', name: '内网地址', url: 'http://10.0.0.7/hook', secret: SECRET });
    const dingtalk = await add({ kind: 'dingtalk', name: '钉钉群', url: `${receivers.base}/robot/send?access_token=good`, secret: 'SEC-dingtalk' });
    const badRobot = await add({ kind: 'dingtalk', name: '钉钉（令牌错误）', url: `${receivers.base}/robot/send?access_token=revoked` });
    const feishu = await add({ kind: 'feishu', name: '飞书群', url: `${receivers.base}/open-apis/bot/v2/hook/0f1e2d3c-feishu-token`, secret: 'feishu-sign' });
    const wecom = await add({ kind: 'wecom', name: '企业微信群', url: `${receivers.base}/cgi-bin/webhook/send?key=wecom-key` });
    const mail = await add({ kind: 'email', name: '值班邮箱', url: `smtp://127.0.0.1:${smtp.port}?from=alerts@apimarket.test`, emailTo: 'oncall@example.com' });
    const deadMail = await add({ kind: 'email', name: '坏邮箱', url: `smtp://127.0.0.1:${deadSmtp}`, emailTo: 'oncall@example.com' });
    // Tokens are secrets: the list shows them masked.
    expect(dingtalk.target).toContain('access_token=***');
    expect(wecom.target).not.toContain('wecom-key');

    // Raised as the traffic policies raise it; the routing job picks it up from api_alert.
    await server.services.alerts.raise(api.id, 'alert', { calls: 40, failed: 12, slow: 3 }, 60, '短信发送');
    await server.services.alertDeliveries.tick();
    await waitFor(() => smtp.mails.length === 1, 'the e-mail');

    expect(receivers.received.map((r) => r.path).sort()).toEqual(['/hook', '/robot/send?dingtalk', 'feishu', 'wecom']);
    const hook = receivers.received.find((r) => r.path === '/hook')!;
    expect(hook.signatureOk).toBe(true);
    expect(hook.json).toMatchObject({ event: 'interface_alert', apiId: api.id, title: '接口告警：短信发送' });
    const robot = receivers.received.find((r) => r.path === '/robot/send?dingtalk')!;
    expect(robot.json).toMatchObject({ msgtype: 'markdown' });
    const feishuMsg = receivers.received.find((r) => r.path === 'feishu')!;
    expect(typeof feishuMsg.json.sign).toBe('string');
    expect(smtp.mails[0]).toMatchObject({ from: 'alerts@apimarket.test', to: ['oncall@example.com'] });
    // Quoted-printable body: the English line is plain ASCII up to the API's name.
    expect(smtp.mails[0]!.raw).toContain('12 failed and 3 slow of 40');

    const channels = (await server.request('GET', '/api/system/alert-channels', undefined, admin)).body.data as Array<{ id: number; lastError: string | null; lastDeliveredAt: string | null }>;
    const byId = new Map(channels.map((c) => [c.id, c]));
    for (const ok of [webhook, dingtalk, feishu, wecom, mail]) {
      expect(byId.get(ok.id)!.lastError, String(ok.id)).toBeNull();
      expect(byId.get(ok.id)!.lastDeliveredAt).not.toBeNull();
    }
    expect(byId.get(ssrf.id)!.lastError).toContain('refused by the SSRF guard');
    expect(byId.get(badRobot.id)!.lastError).toBe('errcode 310000: token is not exist');
    expect(byId.get(deadMail.id)!.lastError).toMatch(/ECONNREFUSED|connect/i);

    const log = (await server.request('GET', '/api/system/alert-deliveries?pageSize=50', undefined, admin)).body.data as Array<{
      channelId: number;
      state: string;
      attempts: number;
      nextAttemptAt: string | null;
      log: Array<{ ok: boolean; status: number | null; answer: string | null }>;
    }>;
    const refused = log.find((d) => d.channelId === ssrf.id)!;
    // Failed deliveries stay queued and retry with backoff.
    expect(refused).toMatchObject({ state: 'pending', attempts: 1 });
    expect(new Date(refused.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());
    expect(log.find((d) => d.channelId === badRobot.id)!.log[0]).toMatchObject({ ok: false, status: 200, answer: '{"errcode":310000,"errmsg":"token is not exist"}' });
    expect(log.find((d) => d.channelId === webhook.id)!.log[0]).toMatchObject({ ok: true, status: 200, answer: '{"received":true}' });

    // The same alert routed again is not sent again (one delivery per channel and event).
    const again = await server.services.alertDeliveries.enqueue({ key: hook.json.key as string, kind: 'interface_alert', apiId: api.id, title: 't', titleEn: 't', text: 't', textEn: 't' });
    expect(again).toBe(0);
  });

  it('the test button sends now and answers the delivery; a refused address answers its error', async () => {
    const webhook = await add({ kind: 'webhook', name: 'Test target', url: `${receivers.base}/hook`, secret: SECRET });
    const ok = await server.request('POST', `/api/system/alert-channels/${webhook.id}/test`, undefined, admin);
    expect(ok.body.data).toMatchObject({ eventKind: 'test', state: 'sent', attempts: 1, log: [{ ok: true, status: 200 }] });
    expect(receivers.received.at(-1)!.json).toMatchObject({ event: 'test', titleEn: 'API Market alert channel test' });

    const ssrf = await add({ kind: 'webhook', name: 'Metadata', url: 'http://169.254.169.254/latest', secret: SECRET });
    const refused = await server.request('POST', `/api/system/alert-channels/${ssrf.id}/test`, undefined, admin);
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({ state: 'failed', log: [{ ok: false }] });
    expect(refused.body.data.lastError).toContain('SSRF');

    const missing = await server.request('POST', '/api/system/alert-channels/999999/test', undefined, admin);
    expect([missing.status, missing.body.message]).toEqual([404, 'Alert channel not found']);
  });

  it('refuses bad channels with a clear message in the caller’s language', async () => {
    const bad = async (body: Record<string, unknown>, lang: 'zh' | 'en' = 'en') =>
      (await server.request('POST', '/api/system/alert-channels', body, { ...admin, 'accept-language': lang })).body;
    expect((await bad({ kind: 'pager', name: 'x', url: 'https://a.example' })).message).toBe('The channel kind must be one of webhook, dingtalk, feishu, wecom, email');
    expect((await bad({ kind: 'webhook', name: 'x', url: 'https://a.example/h', secret: 'short' })).message).toBe('A webhook signing secret needs at least 16 characters');
    expect((await bad({ kind: 'dingtalk', name: 'x', url: 'https://oapi.dingtalk.com/robot/send' }, 'zh')).message).toBe(
      '机器人地址缺少令牌（钉钉 access_token、企业微信 key、飞书 /hook/<令牌>）',
    );
    expect((await bad({ kind: 'email', name: 'x', url: 'https://mail.example', emailTo: 'a@b.c' })).message).toBe('An e-mail channel needs an smtp:// or smtps:// server address');
    expect((await bad({ kind: 'email', name: 'x', url: 'smtp://mail.example', emailTo: 'not-an-address' })).message).toBe('Recipients must be e-mail addresses separated by commas');
    expect((await bad({ kind: 'webhook', name: 'x', url: 'https://a.example/h', secret: SECRET, events: ['everything'] })).code).toBe(400);
  });

  it('only administrators use the REST paths; a creator adds a channel for an own API and hears only its events', async () => {
    const creator = await buildUser(server);
    expect((await server.request('GET', '/api/system/alert-channels')).status).toBe(401);
    expect((await server.request('GET', '/api/system/alert-deliveries', undefined, creator.headers)).body.code).toBe(40001);
    const own = await buildApi(server, { creator });
    const other = await buildApi(server);
    const CREATE = `mutation($input: AlertChannelInput!) { createAlertChannel(input: $input) { id ownerAccount apiId } }`;
    const foreign = await server.graphql(CREATE, { input: { kind: 'webhook', name: 'mine', url: `${receivers.base}/hook`, secret: SECRET, apiId: other.id } }, creator.headers);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const created = await server.graphql<{ createAlertChannel: { id: number; ownerAccount: string } }>(
      CREATE,
      { input: { kind: 'webhook', name: 'mine', url: `${receivers.base}/hook`, secret: SECRET, events: ['incident'] } },
      creator.headers,
    );
    expect(created.data?.createAlertChannel.ownerAccount).toBe(creator.account);
    const channelId = created.data!.createAlertChannel.id;
    const base = { kind: 'incident' as const, title: 't', titleEn: 't', text: 't', textEn: 't' };
    await server.services.alertDeliveries.enqueue({ ...base, key: `k-own-${own.id}`, apiId: own.id });
    await server.services.alertDeliveries.enqueue({ ...base, key: `k-other-${other.id}`, apiId: other.id });
    const mine = await server.graphql<{ alertDeliveries: { items: Array<{ channelId: number; eventKey: string }> } }>(
      `{ alertDeliveries(pageSize: 50) { items { channelId eventKey } } }`,
      undefined,
      creator.headers,
    );
    expect(mine.data!.alertDeliveries.items).toEqual([{ channelId, eventKey: `k-own-${own.id}` }]);
    // Switched off, it is skipped by the routing; switching someone else's is not found.
    const OFF = `mutation($id: Int!) { setAlertChannelEnabled(id: $id, enabled: false) { enabled } }`;
    expect((await server.graphql(OFF, { id: channelId }, creator.headers)).data).toEqual({ setAlertChannelEnabled: { enabled: false } });
    await server.services.alertDeliveries.enqueue({ ...base, key: `k-off-${own.id}`, apiId: own.id });
    const [off] = await server.ds.query(`SELECT count(*)::int AS n FROM alert_delivery WHERE channel_id = $1 AND event_key = $2`, [channelId, `k-off-${own.id}`]);
    expect(off.n).toBe(0);
    // Another creator sees neither the channel nor its log.
    const stranger = await buildUser(server);
    const theirs = await server.graphql<{ alertChannels: unknown[] }>(`{ alertChannels { id } }`, undefined, stranger.headers);
    expect(theirs.data!.alertChannels).toEqual([]);
    expect((await server.graphql(OFF, { id: channelId }, stranger.headers)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
