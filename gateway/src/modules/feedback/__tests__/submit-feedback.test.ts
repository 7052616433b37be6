import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { buildProblemType, signIn } from '../../../__tests__/support/factories.js';
import { ADMIN_PASSWORD, PNG, postForm } from './support.js';

describe('public feedback: POST /api/submitFeedback', () => {
  let server: TestServer;
  let typeId: number;
  const valid = () => ({ problemType: String(typeId), summary: '按钮点不动了', description: '详情页的测试按钮没有反应', severity: 'high', contact: 'dev@example.com', userId: 'visitor-1' });
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD, RATE_LIMIT_FEEDBACK_IP: '1000/600', RATE_LIMIT_FEEDBACK_ATTEMPT_IP: '1000/600' });
    typeId = (await buildProblemType(server)).id;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('accepts the multipart form with a PNG screenshot: HTTP 200, envelope, stored row and image', async () => {
    const res = await postForm(server, valid(), [{ field: 'screenshot', bytes: PNG, name: 'shot.png', type: 'image/png' }]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, message: '反馈提交成功' });
    expect(res.body.data).toMatchObject({ kind: 'public', problemTypeId: typeId, summary: '按钮点不动了', severity: 'high', contact: 'dev@example.com', status: 'open', hasScreenshot: true });
    const [row] = await server.ds.query(`SELECT f.submitter_ref, s.mime, s.bytes FROM feedback f JOIN feedback_screenshot s ON s.feedback_id = f.id WHERE f.id = $1`, [res.body.data.id]);
    expect(row.submitter_ref).toBe('visitor-1');
    expect(row.mime).toBe('image/png');
    expect(Buffer.compare(row.bytes, PNG)).toBe(0);

    const admin = (await signIn(server, 'admin', ADMIN_PASSWORD)).headers;
    const img = await fetch(`${server.url}/api/system/feedback/${res.body.data.id}/screenshot`, { headers: admin });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.compare(Buffer.from(await img.arrayBuffer()), PNG)).toBe(0);
    const anonymous = await fetch(`${server.url}/api/system/feedback/${res.body.data.id}/screenshot`);
    expect(anonymous.status).toBe(401);
  });

  it('accepts the same fields without a screenshot, as multipart or JSON', async () => {
    const form = await postForm(server, valid(), [{ field: 'screenshot', bytes: new Uint8Array(), name: '', type: 'application/octet-stream' }]);
    expect(form.body).toMatchObject({ code: 200, data: { hasScreenshot: false } });
    const json = await server.request('POST', '/api/submitFeedback', { ...valid(), problemType: typeId }, { 'accept-language': 'en' });
    expect(json.body).toMatchObject({ code: 200, message: 'Feedback submitted' });
  });

  it.each([
    [{ problemType: '' }, '请选择问题类型', 'Please choose a problem type'],
    [{ problemType: 'abc' }, '请选择问题类型', 'Please choose a problem type'],
    [{ problemType: '99999' }, '请选择问题类型', 'Please choose a problem type'],
    [{ summary: '太短了' }, '摘要至少需要5个字符', 'Summary needs at least 5 characters'],
    [{ summary: '    四个字啊   ' }, '摘要至少需要5个字符', 'Summary needs at least 5 characters'],
    [{ summary: '这是一个明显超过了二十个字符限制的问题摘要' }, '摘要不能超过20个字符', 'Summary cannot exceed 20 characters'],
    [{ contact: 'not-an-email' }, '请输入有效的邮箱地址', 'Please enter a valid email address'],
    [{ contact: 'a@b' }, '请输入有效的邮箱地址', 'Please enter a valid email address'],
    [{ contact: '' }, '请输入有效的邮箱地址', 'Please enter a valid email address'],
    [{ severity: 'urgent!!' }, '严重程度无效：可选 low、medium、high、critical', 'Invalid severity: use low, medium, high or critical'],
  ])('refuses %j with 400 and the SPEC message in zh and en', async (override, zh, en) => {
    const fields = { ...valid(), ...override };
    const a = await postForm(server, fields, [], { 'accept-language': 'zh-CN' });
    const b = await postForm(server, fields, [], { 'accept-language': 'en-US' });
    expect(a.status).toBe(400);
    expect(a.body).toMatchObject({ code: 400, message: zh });
    expect(b.body).toMatchObject({ code: 400, message: en });
  });

  it('accepts summaries of exactly 5 and 20 characters', async () => {
    expect((await postForm(server, { ...valid(), summary: '五个字正好' })).body.code).toBe(200);
    expect((await postForm(server, { ...valid(), summary: '二十个字符二十个字符二十个字符二十个字符' })).body.code).toBe(200);
  });

  it('refuses a screenshot over 2 MB with 413', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await postForm(server, valid(), [{ field: 'screenshot', bytes: big, name: 'big.png', type: 'image/png' }], { 'accept-language': 'en' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, message: 'The screenshot must not exceed 2 MB' });
    const exact = new Uint8Array(2 * 1024 * 1024);
    exact.set(PNG);
    expect((await postForm(server, valid(), [{ field: 'screenshot', bytes: exact, name: 'ok.png', type: 'image/png' }])).body.code).toBe(200);
  });

  it('judges the image by its bytes: a renamed text file or an SVG is refused, a JPEG passes', async () => {
    const fake = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [bytes, name, type] of [
      [fake, 'shot.png', 'image/png'],
      [svg, 'shot.svg', 'image/svg+xml'],
    ] as const) {
      const res = await postForm(server, valid(), [{ field: 'screenshot', bytes, name, type }], { 'accept-language': 'zh' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('截图只能是 PNG、JPEG、GIF 或 WebP 图片');
    }
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    const ok = await postForm(server, valid(), [{ field: 'screenshot', bytes: jpeg, name: 'x.bin', type: 'application/octet-stream' }]);
    expect(ok.body.code).toBe(200);
    const [row] = await server.ds.query(`SELECT mime FROM feedback_screenshot WHERE feedback_id = $1`, [ok.body.data.id]);
    expect(row.mime).toBe('image/jpeg');
  });

  it('answers malformed multipart bodies with a 4xx, never a 500', async () => {
    const send = (contentType: string, body: string) =>
      fetch(`${server.url}/api/submitFeedback`, { method: 'POST', headers: { 'content-type': contentType, 'accept-language': 'en' }, body });
    const noBoundary = await send('multipart/form-data', 'whatever');
    const truncated = await send('multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="summary"\r\n\r\nabc');
    const proto = await send('multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--XYZ--\r\n');
    const answers = [];
    for (const res of [noBoundary, truncated, proto]) answers.push([res.status, await res.json()]);
    expect(answers).toEqual([
      [400, { code: 400, data: null, message: 'Malformed multipart form' }],
      [400, { code: 400, data: null, message: 'Malformed multipart form' }],
      [400, { code: 400, data: null, message: 'prototype property is not allowed as field name' }],
    ]);
  });

  it('refuses two files and unexpected file fields', async () => {
    const two = await postForm(server, valid(), [
      { field: 'screenshot', bytes: PNG, name: 'a.png', type: 'image/png' },
      { field: 'screenshot', bytes: PNG, name: 'b.png', type: 'image/png' },
    ], { 'accept-language': 'en' });
    expect(two.status).toBe(413);
    expect(two.body.message).toBe('Only one screenshot can be attached');
    const other = await postForm(server, valid(), [{ field: 'attachment', bytes: PNG, name: 'a.png', type: 'image/png' }], { 'accept-language': 'en' });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Unexpected file field: attachment');
  });
});

describe('feedback rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_FEEDBACK_IP: '2/600', RATE_LIMIT_FEEDBACK_ATTEMPT_IP: '5/600' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 429 past RATE_LIMIT_FEEDBACK_IP per address', async () => {
    const typeId = (await buildProblemType(server)).id;
    const fields = { problemType: String(typeId), summary: '第一次反馈', contact: 'a@example.com' };
    expect((await postForm(server, fields)).status).toBe(200);
    expect((await postForm(server, fields)).status).toBe(200);
    const third = await postForm(server, fields, [], { 'accept-language': 'en' });
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^Too many requests/);
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM feedback`);
    expect(n).toBe(2);
  });

  it('also counts invalid and oversized attempts before reading them (RATE_LIMIT_FEEDBACK_ATTEMPT_IP)', async () => {
    // Three attempts above; two more invalid ones are answered with 400, the sixth is refused unread.
    const bad = { problemType: '', summary: 'x', contact: 'x' };
    expect((await postForm(server, bad)).status).toBe(400);
    expect((await postForm(server, bad)).status).toBe(400);
    const big = new Uint8Array(2 * 1024 * 1024);
    const blocked = await postForm(server, bad, [{ field: 'screenshot', bytes: big, name: 'a.png', type: 'image/png' }], { 'accept-language': 'en' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many requests/);
  });
});
