import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, createDraft, setMode, signIn, statusOf, apiForm, type Caller } from './helpers.js';
import { buildApi, buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { fewestStatements } from '../../../__tests__/support/statements.js';

describe('creator workflow: form, status toggle, review, resubmit, rollout config', () => {
  let server: TestServer;
  let admin: Caller;
  let creator: BuiltUser;
  let other: BuiltUser;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
    creator = await buildUser(server);
    other = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('lists only the caller’s own APIs with the My API item field names', async () => {
    const own = [await buildApi(server, { creator }), await buildApi(server, { creator, status: -1 })];
    await buildApi(server, { creator: other });
    const res = await server.request('GET', '/api/system/api/author/getApiList', undefined, creator.headers);
    expect(res.body.code).toBe(200);
    expect(res.body.data.map((a: { apiid: number }) => a.apiid).sort()).toEqual(own.map((r) => r.id).sort());
    for (const key of ['apiid', 'name', 'description', 'rqsType', 'apiurl', 'testurl', 'status', 'updatetime', 'call', 'resType', 'note', 'isneedtoken']) {
      expect(res.body.data[0]).toHaveProperty(key);
    }
  });

  it('filters the own list by name and status (draft -1 covers -2)', async () => {
    const a = await createDraft(server, creator, { name: '筛选甲' });
    const b = await createDraft(server, creator, { name: '筛选乙' });
    await server.ds.query(`UPDATE api SET status = -2 WHERE id = $1`, [b]);
    const list = async (q: string) =>
      (await server.request('GET', `/api/system/api/author/getApiList?${q}`, undefined, creator.headers)).body.data.map((x: { apiid: number }) => x.apiid);
    expect((await list(`name=${encodeURIComponent('筛选')}`)).sort()).toEqual([a, b].sort());
    expect(await list(`name=${encodeURIComponent('筛选')}&status=-1`)).toHaveLength(2);
    expect(await list(`name=${encodeURIComponent('筛选')}&status=1`)).toEqual([]);
    expect(await list('name=%25')).toEqual([]);
  });

  it('answers each §5 form message and refuses other request methods', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '  ' }, '请输入接口名称'],
      [{ apiurl: '' }, '请输入接口地址'],
      [{ testurl: undefined }, '请输入测试地址'],
      [{ rqsType: 'PATCH' }, '请求方式只能是 GET、POST、PUT 或 DELETE'],
    ];
    for (const [over, message] of cases) {
      const res = await server.request('POST', '/api/apis', apiForm(over), creator.headers);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 400, message });
    }
    const en = await server.request('POST', '/api/apis', apiForm({ name: '' }), { ...creator.headers, 'accept-language': 'en' });
    expect(en.body.message).toBe('Please enter the API name');
  });

  it('creates a draft (-1) with parameters, then updates it (创建成功 / 更新成功)', async () => {
    const created = await server.request(
      'POST',
      '/api/apis',
      apiForm({ parameters: [{ name: 'q', description: '关键词', type: 'string', required: true }] }),
      creator.headers,
    );
    expect(created.body).toMatchObject({ code: 200, message: '创建成功' });
    expect(created.body.data.status).toBe(-1);
    const id = created.body.data.apiid;
    const params = await server.ds.query(`SELECT name, type, required FROM api_param WHERE api_id = $1`, [id]);
    expect(params).toEqual([{ name: 'q', type: 'string', required: true }]);
    const updated = await server.request('PUT', `/api/apis/${id}`, apiForm({ name: '改名了', rqsType: 'POST' }), creator.headers);
    expect(updated.body).toMatchObject({ code: 200, message: '更新成功' });
    expect(updated.body.data).toMatchObject({ name: '改名了', rqsType: 'POST', status: -1 });
  });

  it('keeps a built-in address on edit but refuses setting one', async () => {
    const owner = await buildUser(server);
    const built = await buildApi(server, { creator: owner, address: 'builtin:uuid', testUrl: '/api/open/api/1' });
    const [api] = await server.ds.query(`SELECT id, address, test_url FROM api WHERE id = $1`, [built.id]);
    const keep = await server.request('PUT', `/api/apis/${api.id}`, apiForm({ apiurl: api.address, testurl: api.test_url }), owner.headers);
    expect(keep.body.code).toBe(200);
    const id = await createDraft(server, creator);
    const set = await server.request('PUT', `/api/apis/${id}`, apiForm({ apiurl: api.address }), creator.headers);
    expect(set.status).toBe(400);
    expect(set.body.message).toBe('接口地址必须是 http(s) 地址或以 / 开头的路径');
  });

  it('manual mode: submit waits in apiReview; pass approves (not live), writes the audit trail and notifies; the creator\'s publish configuration releases it', async () => {
    await setMode(server, admin, 1);
    const creator = await buildUser(server);
    const id = await createDraft(server, creator);
    const submit = await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers);
    expect(submit.body).toMatchObject({ code: 200, message: '已提交审核，请等待审核' });
    expect(await statusOf(server, id)).toBe(-1);
    const again = await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers);
    expect(again.status).toBe(409);
    const pending = await server.request('GET', '/api/system/apiReview', undefined, admin.headers);
    expect(pending.body.data.map((p: { id: number }) => p.id)).toContain(id);

    const pass = await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers);
    expect(pass.body).toMatchObject({ code: 200, message: '接口审核通过' });
    // #34.6: a pass approves; nothing is served before a release with a chosen rollout.
    expect(await statusOf(server, id)).toBe(-1);
    const listed = await server.request('GET', '/api/system/api/author/getApiList', undefined, creator.headers);
    expect(listed.body.data.find((a: { apiid: number }) => a.apiid === id)).toMatchObject({ status: -1, pendingReview: false, awaitingRelease: true });
    const trail = async () =>
      server.ds.query(
        `SELECT e.from_status, e.to_status, e.reason, u.account FROM api_status_event e JOIN app_user u ON u.id = e.actor_id WHERE e.api_id = $1 ORDER BY e.id`,
        [id],
      );
    expect(await trail()).toEqual([{ from_status: -1, to_status: -1, reason: '审核通过，待发布', account: 'admin' }]);
    const notes = await server.request('GET', '/api/notifications', undefined, creator.headers);
    const note = notes.body.data.find((n: { apiId: number }) => n.apiId === id);
    expect(note).toMatchObject({ kind: 'passed', read: false });
    expect(note.message).toContain('发布配置');
    expect(notes.body.unread).toBe(1);
    // Passing again: nothing is pending any more.
    const twice = await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers);
    expect(twice.status).toBe(400);
    // The creator's publish configuration is the release, with its gray share.
    const cfg = await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'gray', grayScale: 2500 }, creator.headers);
    expect(cfg.body.code).toBe(200);
    expect(await statusOf(server, id)).toBe(1);
    expect((await trail()).at(-1)).toEqual({ from_status: -1, to_status: 1, reason: '灰度发布 2500', account: creator.account });
    const [stored] = await server.ds.query(`SELECT deploy_type, gray_scale, threshold FROM api_publish_config WHERE api_id = $1`, [id]);
    expect(stored).toEqual({ deploy_type: 'gray', gray_scale: 2500, threshold: null });
  });

  it('manual mode: an approved API waits for the administrator\'s publish (审核记录 发布) or the creator\'s toggle (full)', async () => {
    await setMode(server, admin, 1);
    const [a, b] = [await createDraft(server, creator), await createDraft(server, creator)];
    for (const id of [a, b]) {
      await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers);
      expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
      expect(await statusOf(server, id)).toBe(-1);
    }
    const audit = await server.request('GET', '/api/system/auditList', undefined, admin.headers);
    expect(audit.body.data.find((r: { apiid: number }) => r.apiid === a)).toMatchObject({ status: 1 });
    const pub = await server.request('POST', '/api/system/publishApi', { apiId: a, type: 'gray', threshold: 3000 }, admin.headers);
    expect(pub.body.code).toBe(200);
    expect(await statusOf(server, a)).toBe(1);
    const [cfg] = await server.ds.query(`SELECT deploy_type, threshold FROM api_publish_config WHERE api_id = $1`, [a]);
    expect(cfg).toEqual({ deploy_type: 'gray', threshold: 3000 });
    // The toggle of an approved draft is a full release, not a second submission.
    const toggled = await server.request('PUT', `/api/apis/${b}/status`, { status: 1 }, creator.headers);
    expect(toggled.body).toMatchObject({ code: 200, message: '发布成功' });
    expect(await statusOf(server, b)).toBe(1);
    const open = await server.ds.query(`SELECT count(*)::int AS n FROM api_review WHERE api_id = $1 AND status = -1`, [b]);
    expect(open[0].n).toBe(0);
    const [full] = await server.ds.query(`SELECT deploy_type, gray_scale FROM api_publish_config WHERE api_id = $1`, [b]);
    expect(full).toEqual({ deploy_type: 'full', gray_scale: 10000 });
  });

  it('an approved API whose contract changes before its release goes back to review; its publish configuration releases nothing meanwhile', async () => {
    await setMode(server, admin, 1);
    const id = await createDraft(server, creator);
    await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers);
    expect((await server.request('GET', `/api/system/passApi?apiId=${id}`, undefined, admin.headers)).body.code).toBe(200);
    // A descriptive change keeps the approval.
    expect((await server.request('PUT', `/api/apis/${id}`, { name: '只改了名字' }, creator.headers)).body.code).toBe(200);
    const mine = async () =>
      (await server.request('GET', '/api/system/api/author/getApiList', undefined, creator.headers)).body.data.find((a: { apiid: number }) => a.apiid === id);
    expect(await mine()).toMatchObject({ awaitingRelease: true, pendingReview: false });
    // A new upstream was never reviewed: back on the desk, and the rollout waits.
    expect((await server.request('PUT', `/api/apis/${id}`, { apiurl: 'https://example.com/changed-after-approval' }, creator.headers)).body.code).toBe(200);
    expect(await mine()).toMatchObject({ awaitingRelease: false, pendingReview: true });
    const desk = await server.request('GET', '/api/system/apiReview', undefined, admin.headers);
    expect(desk.body.data.map((p: { id: number }) => p.id)).toContain(id);
    const cfg = await server.request('POST', '/api/system/publish/submitParms', { apiId: id, deployType: 'full' }, creator.headers);
    expect(cfg.body.code).toBe(200);
    expect(await statusOf(server, id)).toBe(-1);
  });

  it('automatic mode: a submit publishes at once (发布成功)', async () => {
    await setMode(server, admin, 2);
    const id = await createDraft(server, creator);
    const res = await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers);
    expect(res.body).toMatchObject({ code: 200, message: '发布成功' });
    expect(await statusOf(server, id)).toBe(1);
    const mode = await server.request('GET', '/api/system/reviewMode', undefined, admin.headers);
    expect(mode.body.currentMode).toBe(2);
    expect(mode.body.data).toEqual([{ id: 1, name: '人工审核' }, { id: 2, name: '自动通过' }]);
    await setMode(server, admin, 1);
  });

  it('allows only draft → published and published → offline; refuses everything else with 当前状态不允许进行此操作', async () => {
    await setMode(server, admin, 2);
    const id = await createDraft(server, creator);
    const put = (status: number) => server.request('PUT', `/api/apis/${id}/status`, { status }, creator.headers);
    const refused = async (status: number) => {
      const res = await put(status);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('当前状态不允许进行此操作');
    };
    await refused(0); // draft → offline
    await refused(2);
    await refused(-3);
    expect((await put(1)).body.message).toBe('发布成功'); // draft → published
    await refused(1); // published → published
    const off = await put(0);
    expect(off.body).toMatchObject({ code: 200, message: '下架成功' });
    expect(await statusOf(server, id)).toBe(0);
    await refused(1); // offline → published
    await refused(0);
    // -2 is a draft too.
    await server.ds.query(`UPDATE api SET status = -2 WHERE id = $1`, [id]);
    expect((await put(1)).body.message).toBe('发布成功');
    // review failed: only resubmit brings it back.
    await server.ds.query(`UPDATE api SET status = -3 WHERE id = $1`, [id]);
    await refused(1);
    await refused(0);
    await setMode(server, admin, 1);
  });

  it('reject sets -3 with the comment as reason; the default reason; resubmit only from -3', async () => {
    await setMode(server, admin, 1);
    const id = await createDraft(server, creator);
    const resubmitDraft = await server.request('POST', `/api/apis/resubmit/${id}`, undefined, creator.headers);
    expect(resubmitDraft.body.message).toBe('当前状态不允许进行此操作');
    await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, creator.headers);
    const rej = await server.request('GET', `/api/system/reject?apiId=${id}&comment=${encodeURIComponent('缺少文档')}`, undefined, admin.headers);
    expect(rej.body).toMatchObject({ code: 200, message: '接口已驳回' });
    expect(await statusOf(server, id)).toBe(-3);
    const reason = await server.request('GET', `/api/system/api/apiReject/${id}`, undefined, creator.headers);
    expect(reason.body.data.reject).toBe('缺少文档');

    const resubmit = await server.request('POST', `/api/apis/resubmit/${id}`, undefined, creator.headers);
    expect(resubmit.body).toMatchObject({ code: 200, message: '重新提交成功，请等待审核' });
    expect(await statusOf(server, id)).toBe(-1);
    const pending = await server.request('GET', '/api/system/apiReview', undefined, admin.headers);
    expect(pending.body.data.map((p: { id: number }) => p.id)).toContain(id);
    await server.request('GET', `/api/system/reject?apiId=${id}`, undefined, admin.headers);
    const noReason = await server.request('GET', `/api/system/api/apiReject/${id}`, undefined, creator.headers);
    expect(noReason.body.data.reject).toBe('未提供具体原因');
    const notes = await server.request('GET', '/api/notifications?unread=true', undefined, creator.headers);
    expect(notes.body.data.filter((n: { apiId: number; kind: string }) => n.apiId === id && n.kind === 'rejected')).toHaveLength(2);
    const trail = await server.ds.query(`SELECT from_status, to_status FROM api_status_event WHERE api_id = $1 ORDER BY id`, [id]);
    expect(trail).toEqual([
      { from_status: -1, to_status: -3 },
      { from_status: -3, to_status: -1 },
      { from_status: -1, to_status: -3 },
    ]);
    const audit = await server.request('GET', '/api/system/auditList', undefined, creator.headers);
    expect(audit.body.data.filter((a: { apiid: number }) => a.apiid === id).map((a: { status: number }) => a.status)).toEqual([0, 0]);
  });

  it('batch review is all or nothing', async () => {
    await setMode(server, admin, 1);
    const a = await createDraft(server, creator);
    const b = await createDraft(server, other);
    const notSubmitted = await createDraft(server, other);
    for (const [id, who] of [[a, creator], [b, other]] as const) {
      await server.request('PUT', `/api/apis/${id}/status`, { status: 1 }, who.headers);
    }
    const bad = await server.request('POST', '/api/system/batchReview', { apiIds: [a, b, notSubmitted], action: 'pass' }, admin.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`接口 ${notSubmitted} 没有待审核的提交`);
    expect([await statusOf(server, a), await statusOf(server, b)]).toEqual([-1, -1]);
    const events = await server.ds.query(`SELECT count(*)::int AS n FROM api_status_event WHERE api_id = ANY($1)`, [[a, b]]);
    expect(events[0].n).toBe(0);
    const good = await server.request('POST', '/api/system/batchReview', { apiIds: [a, b], action: 'pass' }, admin.headers);
    expect(good.body).toMatchObject({ code: 200, data: [a, b] });
    // Approved, not released (#34.6).
    expect([await statusOf(server, a), await statusOf(server, b)]).toEqual([-1, -1]);
    const creatorTry = await server.request('POST', '/api/system/batchReview', { apiIds: [a], action: 'reject' }, creator.headers);
    expect(creatorTry.body.code).toBe(40001);
  });

  it('stores the rollout request (submitParms) with the §5 parameter messages and the scale rules', async () => {
    const id = await createDraft(server, creator);
    const post = (body: Record<string, unknown>) => server.request('POST', '/api/system/publish/submitParms', body, creator.headers);
    const ok = await post({ apiId: id, deployType: 'gray', grayScale: 2500, parameters: [{ name: 'city', description: '城市', type: 'string', required: true }] });
    expect(ok.body).toMatchObject({ code: 200, msg: '发布配置成功' });
    const [cfg] = await server.ds.query(`SELECT deploy_type, gray_scale, parameters FROM api_publish_config WHERE api_id = $1`, [id]);
    expect(cfg).toMatchObject({ deploy_type: 'gray', gray_scale: 2500 });
    expect(cfg.parameters[0]).toMatchObject({ name: 'city', description: '城市', type: 'string', required: true });
    const full = await post({ apiId: id, deployType: 'full', grayScale: 300 });
    expect(full.body.code).toBe(200);
    const [cfg2] = await server.ds.query(`SELECT deploy_type, gray_scale FROM api_publish_config WHERE api_id = $1`, [id]);
    expect(cfg2).toEqual({ deploy_type: 'full', gray_scale: 10000 });

    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ deployType: 'gray', grayScale: 150 }, '灰度比例须为 100–10000 且为 100 的倍数'],
      [{ deployType: 'gray', grayScale: 0 }, '灰度比例须为 100–10000 且为 100 的倍数'],
      [{ deployType: 'gray', grayScale: 10100 }, '灰度比例须为 100–10000 且为 100 的倍数'],
      [{ deployType: 'canary', grayScale: 100 }, '发布方式只能是 gray 或 full'],
      [{ deployType: 'full', parameters: [{ name: '', description: 'x' }] }, '请输入参数名称'],
      [{ deployType: 'full', parameters: [{ name: 'a', description: ' ' }] }, '请输入参数说明'],
      [{ deployType: 'full', parameters: [{ name: 'a', description: 'x', type: 'date' }] }, '参数类型只能是 string、number、boolean、object 或 array'],
    ];
    for (const [body, message] of refusals) {
      const res = await post({ apiId: id, ...body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('publishApi stores the admin thresholds (gray defaults to 1000) and publishes', async () => {
    const id = await createDraft(server, creator);
    const res = await server.request('POST', '/api/system/publishApi', { apiId: id, type: 'gray', alertThreshold: 50, offThreshold: 200, delayThreshold: 800, attackProtection: '60/min', tokenRule: 'bearer' }, admin.headers);
    expect(res.body).toMatchObject({ code: 200, message: '发布成功' });
    expect(await statusOf(server, id)).toBe(1);
    const [cfg] = await server.ds.query(`SELECT * FROM api_publish_config WHERE api_id = $1`, [id]);
    expect(cfg).toMatchObject({ deploy_type: 'gray', threshold: 1000, alert_threshold: 50, off_threshold: 200, delay_threshold: 800, attack_protection: '60/min', token_rule: 'token-or-key' });
    const notes = await server.request('GET', '/api/notifications', undefined, creator.headers);
    const published = notes.body.data.find((n: { apiId: number }) => n.apiId === id);
    expect(published).toMatchObject({ kind: 'published' });
    const read = await server.request('POST', `/api/notifications/${published.id}/read`, undefined, creator.headers);
    expect(read.body.code).toBe(200);
    const notOwn = await server.request('POST', `/api/notifications/${published.id}/read`, undefined, other.headers);
    expect(notOwn.status).toBe(404);
    const after = await server.request('GET', '/api/notifications', undefined, creator.headers);
    expect(after.body.data.find((n: { id: number }) => n.id === published.id).read).toBe(true);

    // The items and the unread count are one snapshot (one statement): read as two, a "mark all read"
    // committed between them showed unread items beside a count of 0.
    let listed: Awaited<ReturnType<typeof server.services.notifications.list>> | undefined;
    expect(await fewestStatements(async () => (listed = await server.services.notifications.list(creator.auth)), 1)).toBe(1);
    expect(listed!.unread).toBe(listed!.items.filter((n) => !n.read).length);
  });
});
