import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAnnouncement,
  buildApi,
  buildArticle,
  buildBugFix,
  buildNotice,
  buildProblemType,
  buildUser,
  buildVersionLog,
  type BuiltUser,
} from '../../gateway/src/__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';
import { ApiStatus } from '../../gateway/src/modules/catalog/api.entity.js';
import { ContractClient, documentedOperations } from './support/openapi-contract.js';

/**
 * Every REST path of the OpenAPI document, called through the real server with the payloads SPEC §7
 * lists, each answer (success and failure) validated against the document by openapi-backend.
 */
const ADMIN_PASSWORD = 'contract-admin-pw';
// A 1×1 transparent PNG for the feedback screenshot.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==',
  'base64',
);

describe('REST paths against the OpenAPI document', () => {
  let server: TestServer;
  let c: ContractClient;
  let admin: Record<string, string>;
  /** A creator account (built), and its headers from the documented login. */
  let author: BuiltUser;
  let creator: Record<string, string>;
  /** The author's published built-in API, with a request parameter and a bug fix. */
  let apiId: number;
  let problemTypeId: number;
  let commentId: number;
  let draftId: number;
  let feedbackId: number;
  const en = { 'accept-language': 'en' };

  const signIn = async (account: string, password: string) => {
    const res = await c.call('POST', '/api/login', { account, password });
    expect(res.body.code).toBe(200);
    return { authorization: `Bearer ${res.body.data.token}`, 'accept-language': 'en' };
  };

  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD, RATE_LIMIT_FEEDBACK_IP: '1000/600' });
    c = new ContractClient(server);
    await c.init();
    admin = await signIn('admin', ADMIN_PASSWORD);
    author = await buildUser(server);
    creator = await signIn(author.account, author.password);
    // Served by the platform (builtin:quote answers every method without parameters); a parameter and a
    // bug fix so that the detail answer's lists have an item to check against the document.
    const api = await buildApi(server, {
      creator: author,
      address: 'builtin:quote',
      parameters: [{ name: 'type', description: '类型：poem、saying 或 anime', example: 'poem' }],
    });
    await buildBugFix(server, { api, version: 'v1.1.0', description: '修复类型为空时返回空结果的问题' });
    apiId = api.id;
    problemTypeId = (await buildProblemType(server, { kind: '页面问题', kindEn: 'Page problem' })).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('public catalogue and content paths (SPEC §7 public table)', async () => {
    // Besides the built-in API of beforeAll: a public API in each status a visitor is shown (published,
    // offline, updating) or not (draft, refused), and a private one.
    const shown = await buildApi(server);
    const offline = await buildApi(server, { status: ApiStatus.Offline });
    const updating = await buildApi(server, { status: ApiStatus.Updating });
    const hidden = await buildApi(server, { visibility: 'private' });
    const draft = await buildApi(server, { status: ApiStatus.Draft });
    const refused = await buildApi(server, { status: ApiStatus.ReviewFailed });
    const list = await c.call('GET', '/api/apiList');
    const ids: number[] = list.body.data.map((a: { apiid: number }) => a.apiid);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(refused.id);
    // Every public API that is not a draft or refused (status >= 0), each once.
    const byId = (x: number, y: number) => x - y;
    expect([...ids].sort(byId)).toEqual([apiId, shown.id, offline.id, updating.id].sort(byId));
    const versions = [
      await buildVersionLog(server),
      await buildVersionLog(server, { releasedOn: '2026-02-01' }),
    ];
    const logs = await c.call('GET', '/api/logs');
    expect(logs.body.data.map((l: { version: string }) => l.version).sort()).toEqual(
      versions.map((v) => v.version).sort(),
    );
    const notice = await buildNotice(server);
    const current = await c.call('GET', '/api/getNoticeCurrent');
    expect(current.body.data).toEqual([{ id: notice.id, notice: notice.content }]);
    const found = await c.call('POST', '/api/searchApi', { keywords: '', catelog: '' });
    expect(found.body.data.map((a: { apiid: number }) => a.apiid).sort(byId)).toEqual([...ids].sort(byId));
    await c.call('POST', '/api/searchApi', { keywords: '', page: 0 }, en);
    await c.call('POST', '/api/device-info', {
      deviceInfo: {
        userAgent: 'Mozilla/5.0',
        isPC: true,
        isMobile: false,
        browser: { name: 'Chrome', version: '120' },
        screen: { width: 1920, height: 1080 },
        timestamp: Date.now(),
        randomId: 'abc',
      },
      encodedInfo: 'eyJ9',
    });
    await c.call('POST', '/api/device-info', { encodedInfo: 'x'.repeat(9000) }, en);
    // The assistant (#32): an answer over the catalogue, and a blank question refused.
    await c.call('GET', `/api/assistant/answer?question=${encodeURIComponent('convert a timestamp to a date')}`);
    await c.call('GET', '/api/assistant/answer?question=%20', undefined, en);
    const developers = await c.call('GET', '/api/findDevelopers');
    // Every creator profile (each built API without a creator got a fresh account), with its listed APIs.
    const creators = [{ id: author.creatorId, apiCount: 1 }]
      .concat([shown, offline, updating].map((a) => ({ id: a.creator.creatorId, apiCount: 1 })))
      .concat([hidden, draft, refused].map((a) => ({ id: a.creator.creatorId, apiCount: 0 })));
    expect(
      developers.body.data.map(({ id, apiCount }: { id: number; apiCount: number }) => ({ id, apiCount })),
    ).toEqual(creators.sort((x, y) => x.id - y.id));
    const system = await buildAnnouncement(server, { type: 'system' });
    const update = await buildAnnouncement(server, { type: 'update', daysAgo: 1 });
    const ann = await c.call('GET', '/api/announcements');
    expect(ann.body.data.map((a: { id: number }) => a.id)).toEqual([system.id, update.id]);
    const systemOnly = await c.call('GET', '/api/announcements?type=system');
    expect(systemOnly.body.data.map((a: { id: number }) => a.id)).toEqual([system.id]);
    await c.call('GET', `/api/announcements?type=${'x'.repeat(30)}`, undefined, en);
    const detail = await c.call('GET', `/api/announcements/detail/${ann.body.data[0].id}`);
    expect(detail.body.data.title).toBe(system.title);
    await c.call('GET', '/api/announcements/detail/999999', undefined, en);
    await c.call('GET', '/api/announcements/detail/abc', undefined, en);
    const base = await c.call('GET', '/api/getBaseUrl/bocker');
    expect(base.body.message).toBe(base.body.data);
    const other = await buildProblemType(server, { kind: '其他问题', kindEn: 'Other', sortOrder: 1 });
    const problems = await c.call('GET', '/api/problemList');
    expect(problems.body.data.map((p: { id: number }) => p.id)).toEqual([problemTypeId, other.id]);
    await c.call('GET', '/api/repositories/cc/status');
    await c.call('GET', '/api/repositories/cc/status?limit=0');
    await c.call('GET', `/api/histroy/log/api/${apiId}`);
    await c.call('GET', `/api/histroy/log/api/999999`);
    await c.call('GET', `/api/histroy/count/api/${apiId}`);
    await c.call('GET', `/api/histroy/count/api/999999`);
    await c.call('GET', `/api/api/details/${apiId}`);
    await c.call('GET', '/api/api/details/999999');
    await c.call('GET', `/api/apis/${apiId}/revisions`);
    await c.call('GET', '/api/apis/999999/revisions');
    await c.call('GET', '/api/admin/preData/getApiStatistics');
    await c.call('GET', '/api/monitor');
    const article = await buildArticle(server, { author: '契约作者' });
    const read = await c.call('POST', '/api/system/doc/article/details', {
      articleId: article.id,
      language: 'zh',
    });
    expect(read.body.data).toMatchObject({ title: article.title, isOriginal: true, authorName: '契约作者' });
    await c.call('POST', '/api/system/doc/article/details', { articleId: 999999, language: 'zh' });
    await c.call('POST', '/api/system/doc/article/details', { language: 'zh' });
  });

  it('comments, replies and likes with the SPEC §7 payloads', async () => {
    const device = {
      browser: 'Chrome',
      os: 'macOS',
      device: 'PC',
      screenResolution: '1440x900',
      ip: '',
      userAgent: 'x',
    };
    const comment = await c.call('POST', '/api/comments', {
      content: '契约测试评论',
      userId: 'contract-user',
      nickname: '契约',
      apiId,
      createTime: '2020-01-01',
      likeCount: 3,
      isAnonymous: false,
      deviceInfo: device,
    });
    commentId = comment.body.data.id;
    await c.call('POST', '/api/comments', { content: '   ', apiId }, en);
    await c.call('POST', '/api/comments', { content: 'x', apiId: 999999 }, en);
    const reply = await c.call('POST', '/api/replies', {
      commentId,
      content: '契约回复',
      userId: 'contract-user-2',
      nickname: '乙',
      replyToUserId: comment.body.data.userId,
      replyToNickname: '契约',
      isAnonymous: false,
      deviceInfo: device,
    });
    await c.call('POST', '/api/replies', { commentId: 999999, content: 'x' }, en);
    await c.call('POST', '/api/likes', { userId: 'contract-user', targetId: commentId, targetType: 1 });
    await c.call('POST', '/api/likes', {
      userId: 'contract-user',
      targetId: reply.body.data.id,
      targetType: 2,
    });
    await c.call('POST', '/api/likes', { targetId: commentId, targetType: 1 }, en);
    await c.call('DELETE', '/api/likes', { userId: 'contract-user', targetId: commentId, targetType: 1 });
    await c.call('DELETE', '/api/likes', { userId: 'contract-user', targetId: 999999, targetType: 1 }, en);
    const page = await c.call('GET', `/api/comments/api/${apiId}?userId=contract-user`);
    expect(page.body.data[0].replies.length).toBe(1);
    await c.call('GET', '/api/comments/api/999999');
  });

  it('open calls: the upstream answer as it is, and the gateway’s own failures', async () => {
    const ok = await c.call('GET', `/api/open/api/${apiId}`);
    expect(ok.status).toBe(200);
    await c.call('POST', `/api/open/api/${apiId}`, { a: '1' });
    await c.call('PUT', `/api/open/api/${apiId}`, {});
    await c.call('DELETE', `/api/open/api/${apiId}`);
    // The online tester's door (issue #29): one name → value map, placed by each parameter's location.
    expect((await c.call('POST', `/api/open/api/${apiId}/try`, { method: 'GET', params: { a: '1' } })).status).toBe(200);
    expect((await c.call('POST', `/api/open/api/${apiId}/try`, { method: 'PATCH' }, en)).status).toBe(400);
    for (const m of ['GET', 'POST', 'PUT', 'DELETE'])
      await c.call(m, '/api/open/api/999999', m === 'GET' ? undefined : {}, en);
    // Not published (being updated): refused by the gateway.
    const updating = await buildApi(server, { status: ApiStatus.Updating, address: 'builtin:quote' });
    expect((await c.call('GET', `/api/open/api/${updating.id}`, undefined, en)).status).toBe(503);
    // Needs a token, called without one.
    const needsKey = await buildApi(server, { needToken: true, address: 'builtin:quote' });
    expect((await c.call('GET', `/api/open/api/${needsKey.id}`, undefined, en)).status).toBe(401);
  });

  it('accounts, API keys and notifications', async () => {
    await c.call('POST', '/api/login', { account: 'admin', password: 'wrong-password' }, en);
    await c.call('POST', '/api/login', { account: 'admin' }, en);
    const reg = await c.call('POST', '/api/register', {
      account: 'contract_new',
      username: '契约用户',
      password: 'long-enough-pw',
    });
    await c.call(
      'POST',
      '/api/register',
      { account: 'contract_new', username: '契约用户', password: 'long-enough-pw' },
      en,
    );
    const fresh = { authorization: `Bearer ${reg.body.data.token}` };
    await c.call('GET', '/api/me', undefined, fresh);
    await c.call('GET', '/api/me', undefined, en);
    const key = await c.call('POST', '/api/user/apiKeys', { name: 'contract' }, fresh);
    await c.call('POST', '/api/user/apiKeys', { name: '' }, fresh);
    await c.call('GET', '/api/user/apiKeys', undefined, fresh);
    await c.call('DELETE', `/api/user/apiKeys/${key.body.data.apiKey.id}`, undefined, fresh);
    await c.call('DELETE', '/api/user/apiKeys/999999', undefined, fresh);
    await c.call('GET', '/api/notifications', undefined, creator);
    await c.call('POST', '/api/notifications/read-all', undefined, creator);
    const me = await c.call('GET', '/api/me', undefined, fresh);
    await c.call('PUT', `/api/system/users/${me.body.data.id}/status`, { status: 0 }, admin);
    await c.call('PUT', `/api/system/users/999999/status`, { status: 0 }, admin);
    await c.call('POST', '/api/logout', undefined, creator);
    // Sign out everywhere needs a live session: without one, 401.
    await c.call('POST', '/api/logout', { everywhere: true });
    creator = await signIn(author.account, author.password);
  });

  it('the creator’s APIs through review and publishing (SPEC §7 admin and author table)', async () => {
    const form = {
      name: '契约接口',
      description: '契约测试',
      rqsType: 'GET',
      apiurl: 'https://example.com/a',
      testurl: 'https://example.com/t',
      resType: 'JSON',
      note: '',
      isneedtoken: 0,
    };
    const created = await c.call('POST', '/api/apis', form, creator);
    draftId = created.body.data.apiid;
    await c.call('POST', '/api/apis', { ...form, name: '' }, creator);
    await c.call('PUT', `/api/apis/${draftId}`, { ...form, note: '改过' }, creator);
    await c.call('PUT', '/api/apis/999999', form, creator);
    await c.call('GET', '/api/system/api/author/getApiList', undefined, creator);
    await c.call('PUT', `/api/apis/${draftId}/status`, { status: 0 }, creator);
    await c.call('GET', '/api/system/reviewMode', undefined, admin);
    await c.call('GET', '/api/system/changeMode?modeId=1', undefined, admin);
    await c.call('GET', '/api/system/changeMode?modeId=9', undefined, admin);
    await c.call('PUT', `/api/apis/${draftId}/status`, { status: 1 }, creator);
    await c.call('GET', '/api/system/apiReview', undefined, admin);
    await c.call(
      'GET',
      `/api/system/reject?apiId=${draftId}&comment=${encodeURIComponent('缺少文档')}`,
      undefined,
      admin,
    );
    await c.call('GET', `/api/system/reject?apiId=${draftId}`, undefined, admin);
    await c.call('GET', `/api/system/api/apiReject/${draftId}`, undefined, creator);
    await c.call('GET', '/api/system/api/apiReject/999999', undefined, creator);
    await c.call('POST', `/api/apis/resubmit/${draftId}`, undefined, creator);
    await c.call('POST', `/api/apis/resubmit/${draftId}`, undefined, creator);
    await c.call('GET', `/api/system/passApi?apiId=${draftId}`, undefined, admin);
    await c.call('GET', '/api/system/passApi', undefined, admin);
    await c.call('GET', '/api/system/auditList', undefined, creator);
    await c.call(
      'POST',
      '/api/system/publish/submitParms',
      {
        apiId: draftId,
        deployType: 'gray',
        grayScale: 1000,
        parameters: [{ name: 'city', description: '城市', required: true, type: 'string' }],
      },
      creator,
    );
    await c.call('POST', '/api/system/publish/submitParms', { apiId: draftId }, creator);
    await c.call(
      'POST',
      '/api/system/publishApi',
      {
        apiId: draftId,
        type: 'full',
        threshold: 10000,
        delayThreshold: 2000,
        alertThreshold: 100,
        offThreshold: 500,
        attackProtection: '开启',
        tokenRule: '无需令牌',
      },
      admin,
    );
    await c.call('POST', '/api/system/publishApi', { type: 'full' }, admin);
    const second = await c.call('POST', '/api/apis', { ...form, name: '契约接口二' }, creator);
    await c.call('PUT', `/api/apis/${second.body.data.apiid}/status`, { status: 1 }, creator);
    await c.call(
      'POST',
      '/api/system/batchReview',
      { apiIds: [second.body.data.apiid], action: 'pass' },
      admin,
    );
    await c.call('POST', '/api/system/batchReview', { apiIds: [], action: 'pass' }, admin);
    const notes = await c.call('GET', '/api/notifications?unread=true', undefined, creator);
    // Newest first: the second API passed, the first passed after its rejection.
    expect(notes.body.data.map((n: { apiId: number; kind: string }) => [n.apiId, n.kind])).toEqual([
      [second.body.data.apiid, 'passed'],
      [draftId, 'passed'],
      [draftId, 'rejected'],
    ]);
    await c.call('POST', `/api/notifications/${notes.body.data[0].id}/read`, undefined, creator);
    await c.call('POST', '/api/notifications/999999/read', undefined, creator);
    const fix = await c.call(
      'POST',
      `/api/apis/${draftId}/bugFixes`,
      { version: 'v1.0.1', fixTime: '2026-11-01', fixBug: '修复空参数' },
      creator,
    );
    await c.call('POST', `/api/apis/${draftId}/bugFixes`, { version: '', fixTime: 'x', fixBug: '' }, creator);
    await c.call('GET', `/api/apis/${draftId}/bugFixes`);
    await c.call('GET', '/api/apis/abc/bugFixes', undefined, en);
    await c.call(
      'PUT',
      `/api/bugFixes/${fix.body.data.id}`,
      { version: 'v1.0.2', fixTime: '2026-11-02', fixBug: '修复空参数（二）' },
      creator,
    );
    await c.call('DELETE', `/api/bugFixes/${fix.body.data.id}`, undefined, creator);
    await c.call('DELETE', '/api/bugFixes/999999', undefined, creator);
  });

  it('the admin console’s lists and forms', async () => {
    await c.call('GET', '/api/system/apis?tenantId=1&page=1&pageSize=10', undefined, admin);
    await c.call('GET', '/api/system/apis?status=abc', undefined, admin);
    await c.call('GET', '/api/system/catelog', undefined, admin);
    await c.call('GET', '/api/system/tags', undefined, admin);
    const tags = await server.request('GET', '/api/system/tags', undefined, admin);
    const kinds = await server.request('GET', '/api/system/catelog', undefined, admin);
    await c.call(
      'POST',
      '/api/system/apiAdd',
      {
        name: '管理员新增',
        testLink: 'https://example.com/t',
        apiUrl: 'https://example.com/a',
        provider: '契约',
        description: '',
        type: kinds.body.apiKinds[0].id,
        tags: [tags.body.tags[0].id],
        visibility: 'public',
        copyright: '契约 ©',
        relatedArticles: ['a', 'b'],
        needToken: false,
      },
      admin,
    );
    await c.call('POST', '/api/system/apiAdd', { name: '' }, admin);
    await c.call('GET', '/api/system/logs?page=1&pageSize=10', undefined, admin);
    await c.call('GET', '/api/system/logs?startTime=yesterday', undefined, admin);
    await c.call('GET', '/api/system/userList?page=1&pageSize=10&role=1', undefined, admin);
    await c.call('GET', '/api/system/userList?role=7', undefined, admin);
    await c.call('GET', '/api/system/baseParms', undefined, admin);
    await c.call('GET', '/api/system/getTopSpace', undefined, admin);
    await c.call('GET', '/api/system/basePolicy', undefined, admin);
    await c.call('GET', '/api/system/alerts', undefined, admin);
    await c.call('GET', '/api/system/alerts?page=0', undefined, admin);
  });

  it('feedback: JSON and multipart with a screenshot, the admin report, the inbox', async () => {
    const fields = {
      problemType: String(problemTypeId),
      summary: '页面加载很慢',
      description: '首页很慢',
      severity: 'medium',
      contact: 'me@example.com',
      userId: 'u1',
      apiId: String(draftId),
    };
    await c.call('POST', '/api/submitFeedback', fields);
    await c.call('POST', '/api/submitFeedback', { ...fields, summary: '短' }, en);
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('screenshot', new Blob([PNG], { type: 'image/png' }), 'shot.png');
    const raw = await fetch(`${server.url}/api/submitFeedback`, { method: 'POST', body: form });
    const text = await raw.text();
    c.check('POST', '/api/submitFeedback', {
      status: raw.status,
      headers: raw.headers,
      body: JSON.parse(text),
      text,
    });
    feedbackId = JSON.parse(text).data.id;
    const [ws] = await server.ds.query(`SELECT id FROM workspace ORDER BY id LIMIT 1`);
    await c.call(
      'POST',
      '/api/system/problemsubmit',
      {
        description: '审核页面批量操作偶尔失败',
        urgency: 'high',
        adminId: 'admin',
        issueType: 1,
        note: '',
        req_id: ws.id,
      },
      admin,
    );
    await c.call('POST', '/api/system/problemsubmit', { description: '太短' }, admin);
    await c.call('GET', '/api/system/feedback?page=1&pageSize=10', undefined, admin);
    await c.call('GET', '/api/system/feedback?kind=other', undefined, admin);
    await c.call('GET', '/api/system/api/author/bugs', undefined, creator);
    await c.call('POST', `/api/system/feedback/${feedbackId}/resolve`, { resolution: '已修复' }, admin);
    await c.call('POST', '/api/system/feedback/999999/resolve', { resolution: 'x' }, admin);
    const shot = await fetch(`${server.url}/api/system/feedback/${feedbackId}/screenshot`, {
      headers: admin,
    });
    c.check('GET', `/api/system/feedback/${feedbackId}/screenshot`, {
      status: shot.status,
      headers: shot.headers,
      body: undefined,
      text: '',
    });
    expect(shot.headers.get('content-type')).toBe('image/png');
    await c.call('GET', '/api/system/feedback/999999/screenshot', undefined, admin);

    // A blog cover uploaded over GraphQL is served by its REST address; an unknown one is 404.
    const up = await server.graphql<{ uploadBlogCover: string }>('mutation ($d: String!) { uploadBlogCover(data: $d) }', { d: PNG.toString('base64') }, admin);
    const coverId = Number(up.data!.uploadBlogCover.slice('upload:'.length));
    const cover = await fetch(`${server.url}/api/blog/covers/${coverId}`);
    c.check('GET', `/api/blog/covers/${coverId}`, { status: cover.status, headers: cover.headers, body: undefined, text: '' });
    expect(cover.headers.get('content-type')).toBe('image/png');
    await c.call('GET', '/api/blog/covers/999999');
  });

  it('API requests (需求征集): list, submit, vote, the admin list and answer', async () => {
    const created = await c.call('POST', '/api/tenderRequests', {
      title: '契约测试需求',
      description: '用于核对 OpenAPI 文档的 API 需求',
    });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id as number;
    await c.call('POST', '/api/tenderRequests', { title: 'x', description: 'too short' }, en);
    await c.call('GET', '/api/tenderRequests?keyword=契约');
    await c.call('GET', '/api/tenderRequests?status=done', undefined, en);
    await c.call('POST', `/api/tenderRequests/${id}/vote`);
    await c.call('POST', '/api/tenderRequests/999999/vote', undefined, en);
    const adminList = await c.call('GET', '/api/tenderRequests/admin?status=open', undefined, admin);
    expect(adminList.body.data.some((r: { id: number }) => r.id === id)).toBe(true);
    await c.call(
      'PATCH',
      `/api/tenderRequests/${id}`,
      { status: 'in_progress', responseNote: '对接中' },
      admin,
    );
    await c.call('PATCH', `/api/tenderRequests/${id}`, { status: 'fulfilled' }, admin);
  });

  it('status page and alert channels (issue #31)', async () => {
    await c.call('GET', '/api/status');
    await c.call('GET', `/api/status/api/${apiId}`);
    await c.call('GET', '/api/status/api/999999', undefined, en);
    // A private address: accepted as a channel, refused by the SSRF guard when it sends (the answer says why).
    const channel = await c.call(
      'POST',
      '/api/system/alert-channels',
      { kind: 'webhook', name: '契约 Webhook', url: 'http://10.0.0.9/hook', secret: 'contract-webhook-secret' },
      admin,
    );
    expect(channel.body.code).toBe(200);
    await c.call('POST', '/api/system/alert-channels', { kind: 'pager', name: 'x', url: 'https://a.example' }, admin);
    await c.call('GET', '/api/system/alert-channels', undefined, admin);
    const sent = await c.call('POST', `/api/system/alert-channels/${channel.body.data.id}/test`, undefined, admin);
    expect(sent.body.data.state).toBe('failed');
    await c.call('POST', '/api/system/alert-channels/999999/test', undefined, admin);
    await c.call('GET', '/api/system/alert-deliveries?pageSize=5', undefined, admin);
    await c.call('GET', '/api/system/alert-deliveries?pageSize=1000', undefined, admin);
  });

  it('plans, subscriptions and usage (issue #27)', async () => {
    const api = await buildApi(server, { creator: author, address: 'builtin:quote' });
    await c.call('GET', `/api/apis/${api.id}/plans`);
    await c.call('GET', '/api/apis/999999/plans', undefined, en);
    const plan = await c.call('POST', `/api/apis/${api.id}/plans`, { name: '免费版', nameEn: 'Free', dailyQuota: 1, isDefault: true }, creator);
    await c.call('POST', `/api/apis/${api.id}/plans`, { name: 'x', dailyQuota: -1 }, creator);
    const pro = await c.call('POST', `/api/apis/${api.id}/plans`, { name: '专业版', dailyQuota: 1000, ratePerSecond: 10 }, creator);
    await c.call('PUT', `/api/plans/${plan.body.data.id}`, { name: '免费版', nameEn: 'Free', dailyQuota: 1, isDefault: true }, creator);
    await c.call('PUT', '/api/plans/999999', { name: 'x' }, creator);
    const caller = await buildUser(server);
    const callerHeaders = await signIn(caller.account, caller.password);
    const key = await c.call('POST', '/api/user/apiKeys', { name: 'plans' }, callerHeaders);
    const sub = await c.call('POST', '/api/subscriptions', { apiId: api.id, planId: plan.body.data.id, keyId: key.body.data.apiKey.id }, callerHeaders);
    await c.call('POST', '/api/subscriptions', { apiId: api.id, planId: plan.body.data.id, keyId: key.body.data.apiKey.id }, callerHeaders);
    const keyed = { 'x-api-key': key.body.data.key, ...en };
    expect((await c.call('GET', `/api/open/api/${api.id}`, undefined, keyed)).headers.get('ratelimit-policy')).toContain('"daily";q=1');
    expect((await c.call('GET', `/api/open/api/${api.id}`, undefined, keyed)).status).toBe(429);
    await c.call('GET', '/api/user/subscriptions', undefined, callerHeaders);
    await c.call('GET', `/api/user/usage?apiId=${api.id}`, undefined, callerHeaders);
    await c.call('GET', '/api/user/usage?from=2026-02-01&to=2025-01-01', undefined, callerHeaders);
    await c.call('PUT', `/api/subscriptions/${sub.body.data.id}`, { planId: pro.body.data.id }, callerHeaders);
    await c.call('PUT', `/api/subscriptions/${sub.body.data.id}`, { planId: 999999 }, callerHeaders);
    await c.call('GET', `/api/apis/${api.id}/subscriptions`, undefined, creator);
    await c.call('GET', '/api/apis/999999/subscriptions', undefined, creator);
    await c.call('GET', `/api/apis/${api.id}/planAnalytics?days=7`, undefined, creator);
    await c.call('GET', '/api/apis/999999/planAnalytics', undefined, creator);
    await c.call('GET', `/api/system/subscriptions?apiId=${api.id}`, undefined, admin);
    await c.call('GET', '/api/system/subscriptions?status=nope', undefined, admin);
    await c.call('PUT', `/api/system/subscriptions/${sub.body.data.id}`, { suspended: true, reason: '测试' }, admin);
    await c.call('PUT', `/api/system/subscriptions/${sub.body.data.id}`, { suspended: true }, admin);
    // Suspended: it cannot be ended (409) until an administrator resumes it.
    expect((await c.call('DELETE', `/api/subscriptions/${sub.body.data.id}`, undefined, callerHeaders)).status).toBe(409);
    await c.call('PUT', `/api/system/subscriptions/${sub.body.data.id}`, { suspended: false }, admin);
    await c.call('DELETE', `/api/subscriptions/${sub.body.data.id}`, undefined, callerHeaders);
    await c.call('DELETE', `/api/subscriptions/${sub.body.data.id}`, undefined, callerHeaders);
    const gated = await c.call('POST', `/api/apis/${api.id}/plans`, { name: '企业版', needsApproval: true }, creator);
    const request = await c.call('POST', '/api/subscriptions', { apiId: api.id, planId: gated.body.data.id, keyId: key.body.data.apiKey.id }, callerHeaders);
    await c.call('POST', `/api/subscriptions/${request.body.data.id}/approve`, undefined, creator);
    await c.call('POST', `/api/subscriptions/${request.body.data.id}/approve`, undefined, creator);
    // A switch back to a plan that needs approval is a request; the creator declines it (then nothing waits: 409).
    await c.call('PUT', `/api/subscriptions/${request.body.data.id}`, { planId: plan.body.data.id }, callerHeaders);
    await c.call('PUT', `/api/subscriptions/${request.body.data.id}`, { planId: gated.body.data.id }, callerHeaders);
    await c.call('POST', `/api/subscriptions/${request.body.data.id}/decline`, { reason: '名额已满' }, creator);
    await c.call('POST', `/api/subscriptions/${request.body.data.id}/decline`, undefined, creator);
    await c.call('DELETE', `/api/plans/${pro.body.data.id}`, undefined, creator);
    await c.call('DELETE', '/api/plans/999999', undefined, creator);
    await c.call('PUT', `/api/apis/${api.id}/planSettings`, { requiresSubscription: true }, creator);
    await c.call('PUT', '/api/apis/999999/planSettings', { requiresSubscription: true }, creator);
  });

  it('versions, deprecation and sunset (issue #30)', async () => {
    const api = await buildApi(server, { creator: author, address: 'builtin:quote' });
    await server.ds.query(
      `INSERT INTO api_version (api_id, number, address, request_method) VALUES ($1, 1, 'builtin:quote', 'GET'), ($1, 2, 'builtin:quote', 'GET')`,
      [api.id],
    );
    await c.call('GET', `/api/apis/${api.id}/versions`);
    await c.call('GET', '/api/apis/999999/versions', undefined, en);
    const sunset = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await c.call('POST', `/api/apis/${api.id}/versions/v1/deprecate`, { sunset, successor: 'v2' }, creator);
    await c.call('POST', `/api/apis/${api.id}/versions/v1/deprecate`, { sunset: '2020-01-01T00:00:00Z', successor: 'v2' }, creator);
    const deprecated = await c.call('GET', `/api/open/api/${api.id}`, undefined, { 'api-version': 'v1' });
    expect(deprecated.headers.get('deprecation')).toMatch(/^@\d+$/);
  });

  it('search suggestions and synonym groups (issue #28)', async () => {
    await buildApi(server, { name: '契约汇率换算', nameEn: 'Contract exchange rates' });
    const found = await c.call('GET', `/api/search/suggest?q=${encodeURIComponent('契约汇')}&limit=5`);
    expect(found.body.data.map((s: { text: string }) => s.text)).toContain('契约汇率换算');
    expect((await c.call('GET', '/api/search/suggest?limit=99', undefined, en)).status).toBe(400);
    const added = await c.call('POST', '/api/system/search/synonyms', { terms: ['契约换钱', '契约汇率'] }, admin);
    expect(added.body.data.terms).toEqual(['契约换钱', '契约汇率']);
    const list = await c.call('GET', '/api/system/search/synonyms', undefined, admin);
    expect(list.body.data[0]).toMatchObject({ id: added.body.data.id, terms: ['契约换钱', '契约汇率'] });
    expect((await c.call('POST', '/api/system/search/synonyms', { terms: ['单个'] }, admin)).status).toBe(400);
    await c.call('DELETE', `/api/system/search/synonyms/${added.body.data.id}`, undefined, admin);
    expect((await c.call('DELETE', `/api/system/search/synonyms/${added.body.data.id}`, undefined, admin)).status).toBe(404);
  });

  it('GraphQL over HTTP', async () => {
    await c.call('POST', '/graphql', { query: '{ apis(limit: 2) { total } }' });
  });

  it('the agent-facing paths: MCP, the API catalogue, llms.txt, per-API OpenAPI and Markdown (issue #32)', async () => {
    const mcp = { accept: 'application/json, text/event-stream', ...en };
    const list = await c.call('POST', '/mcp', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), mcp);
    expect(list.body.result.tools.length).toBe(4);
    expect((await c.call('POST', '/mcp', '{"jsonrpc": "2.0", "id": ', mcp)).body.error.code).toBe(-32700);
    expect((await c.call('GET', '/.well-known/api-catalog')).body.linkset.length).toBeGreaterThan(1);
    expect((await c.call('GET', '/llms.txt')).text).toContain(`/discovery/apis/${apiId}/readme.md`);
    expect((await c.call('GET', '/llms-full.txt')).text).toContain(`/api/open/api/${apiId}`);
    expect((await c.call('GET', `/discovery/apis/${apiId}/openapi.json`)).body.openapi).toBe('3.1.0');
    expect((await c.call('GET', "/discovery/apis/999998/openapi.json")).status).toBe(404);
    expect((await c.call('GET', `/discovery/apis/${apiId}/readme.md`)).text).toContain(`- 编号 / id: ${apiId}`);
    expect((await c.call('GET', '/discovery/apis/999999/readme.md')).status).toBe(404);
  });

  it('the mock of an API (issue #29): every method answers marked as the mock; an unknown API is a 404', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const answer = await c.call(method, `/api/mock/api/${apiId}`, method === 'GET' ? undefined : {});
      expect(answer.status, method).toBe(200);
      expect(answer.headers.get('x-mock'), method).toBe('true');
      const missing = await c.call(method, '/api/mock/api/999999999', method === 'GET' ? undefined : {}, en);
      expect(missing.status, method).toBe(404);
      expect(missing.body.reason, method).toBe('API_NOT_FOUND');
    }
  });

  it('import and export of APIs (issue #29)', async () => {
    const content = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Contract import', version: '1' },
      servers: [{ url: 'https://contract-import.example.org' }],
      paths: { '/echo': { get: { summary: '回声', responses: { 200: { description: 'ok', content: { 'application/json': { example: { ok: true } } } } } } } },
    });
    const preview = await c.call('POST', '/api/apis/import?dryRun=true', { content }, creator);
    expect(preview.body.data.operations[0]).toMatchObject({ key: 'GET /echo', action: 'new' });
    const imported = await c.call('POST', '/api/apis/import', { content }, creator);
    expect(imported.body.data.results[0].apiId).toEqual(expect.any(Number));
    const bad = await c.call('POST', '/api/apis/import', { content: '{"not": "a spec"}' }, creator);
    expect(bad.body.reason).toBe('IMPORT_DOCUMENT_INVALID');
    // The GraphQL door's large documents go up as bytes first (an upload reference).
    const up = await c.call('POST', '/api/apis/import/uploads', content, { ...creator, 'content-type': 'application/json' });
    expect(up.body.data.uploadId).toEqual(expect.any(String));
    expect((await c.call('POST', '/api/apis/import/uploads', '', { ...creator, 'content-type': 'text/plain' })).status).toBe(400);
    for (const format of ['json', 'yaml']) {
      const one = await c.call('GET', `/api/apis/${apiId}/openapi.${format}`);
      expect(one.text).toContain('3.1.0');
      expect((await c.call('GET', `/api/apis/999999999/openapi.${format}`, undefined, en)).status).toBe(404);
      const mine = await c.call('GET', `/api/apis/mine/openapi.${format}`, undefined, creator);
      expect(mine.text).toContain('/echo');
    }
  });

  it('guarded paths: 401 without a token, 40001 in a 200 envelope without the role', async () => {
    for (const { key, op } of documentedOperations()) {
      const auth = op['x-auth'];
      if (auth !== 'user' && auth !== 'admin') continue;
      const [method, template] = key.split(' ') as [string, string];
      const url = template.replace(/\{[^}]+\}/g, '1');
      const body = method === 'GET' ? undefined : {};
      const anonymous = await c.call(method, url, body, en);
      expect(anonymous.status, key).toBe(401);
      if (auth === 'admin') {
        const forbidden = await c.call(method, url, body, creator);
        expect([forbidden.status, forbidden.body.code], key).toEqual([200, 40001]);
      }
    }
  });

  it('called every documented operation with a success and, where a caller can get one wrong, a failure', () => {
    const missing: string[] = [];
    for (const { key, op } of documentedOperations()) {
      const got = [...(c.seen.get(key) ?? [])];
      if (!got.some((s) => s.startsWith('ok:'))) missing.push(`${key}: no success`);
      const callerErrors = Object.keys(op.responses).filter((s) => /^4\d\d$/.test(s) && s !== '429');
      if (callerErrors.length && !got.some((s) => s.startsWith('error:'))) missing.push(`${key}: no failure`);
    }
    expect(missing).toEqual([]);
  });
});
