import { createHash } from 'node:crypto';
import { pinyin } from 'pinyin-pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { seedApis } from '../../../db/seed/demo-catalog.data.js';
import { apiIdBySlug } from './upstream-fixture.js';
import { buildApi, buildUser } from '../../../__tests__/support/factories.js';

describe('built-in upstreams (answered in-process through /api/open/api/{id})', () => {
  let server: TestServer;
  const call = async (
    slug: string,
    params: Record<string, string> = {},
    method = 'GET',
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const id = await apiIdBySlug(server, slug);
    const qs = new URLSearchParams(params).toString();
    return server.request(method, `/api/open/api/${id}${qs ? `?${qs}` : ''}`, body, headers);
  };

  beforeAll(async () => {
    server = await startTestServer();
    // The demo catalogue's built-in APIs, built one by one under their slugs (no demo seed).
    const creator = await buildUser(server);
    for (const a of seedApis.filter((x) => x.address.startsWith('builtin:'))) {
      await buildApi(server, { creator, category: null, slug: a.slug, address: a.address, method: a.method, needToken: a.needToken });
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('every seeded builtin answers its example parameters in the shape of its response example', async () => {
    const builtinApis = seedApis.filter((a) => a.address.startsWith('builtin:'));
    expect(builtinApis).toHaveLength(16);
    for (const a of builtinApis) {
      const params = Object.fromEntries(a.params.map((p) => [p.name, p.example]));
      const res = a.method === 'GET' ? await call(a.slug, params) : await call(a.slug, {}, a.method, params);
      expect(res.status, a.slug).toBe(200);
      expect(res.headers.get('content-type'), a.slug).toMatch(/^application\/json/);
      const example = a.response as { code: number; data: unknown };
      expect(res.body.code, a.slug).toBe(200);
      const shape = (v: unknown): unknown =>
        Array.isArray(v)
          ? 'array'
          : v && typeof v === 'object'
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
            : typeof v;
      expect(shape(res.body.data), a.slug).toEqual(shape(example.data));
    }
  });

  it('computes real results', async () => {
    expect((await call('hash', { text: 'hello', algorithm: 'SHA256' })).body.data).toEqual({
      algorithm: 'sha256',
      hex: createHash('sha256').update('hello').digest('hex'),
    });
    expect((await call('hash', { text: 'hello', algorithm: 'md5' })).body.data.hex).toBe(
      '5d41402abc4b2a76b9719d911017c592',
    );
    expect((await call('base64', {}, 'POST', { text: '你好，API Market' })).body.data.result).toBe(
      '5L2g5aW977yMQVBJIE1hcmtldA==',
    );
    expect(
      (await call('base64', {}, 'POST', { text: '5L2g5aW977yMQVBJIE1hcmtldA==', mode: 'decode' })).body.data
        .result,
    ).toBe('你好，API Market');
    expect((await call('timestamp', { ts: '1767225600', tz: 'Asia/Shanghai' })).body.data).toEqual({
      seconds: 1767225600,
      milliseconds: 1767225600000,
      iso: '2026-01-01T00:00:00.000Z',
      local: '2026-01-01 08:00:00',
      tz: 'Asia/Shanghai',
    });
    expect((await call('timestamp', { ts: '1767225600000' })).body.data.seconds).toBe(1767225600);
    expect((await call('unit', { value: '100', from: 'km', to: 'mi' })).body.data.result).toBe(62.137119);
    expect((await call('unit', { value: '100', from: 'C', to: 'F' })).body.data.result).toBe(212);
    expect((await call('date-diff', { from: '2026-01-01', to: '2026-12-31' })).body.data).toEqual({
      days: 364,
      weeks: 52,
      workdays: 260,
    });
    expect((await call('color', { color: '#3b82f6' })).body.data).toEqual({
      hex: '#3b82f6',
      rgb: 'rgb(59, 130, 246)',
      hsl: 'hsl(217, 91%, 60%)',
      // WCAG contrast: black on this mid blue is 5.7:1, white only 3.7:1.
      contrastText: '#000000',
    });
    expect((await call('color', { color: 'rgb(30, 58, 138)' })).body.data).toMatchObject({
      hex: '#1e3a8a',
      contrastText: '#ffffff',
    });
    expect((await call('color', { color: 'hsl(0, 100%, 50%)' })).body.data.hex).toBe('#ff0000');
    expect((await call('pinyin', { text: '重庆火锅' })).body.data.pinyin).toBe(pinyin('重庆火锅'));
    expect((await call('pinyin', { text: '重庆', tone: 'num' })).body.data.pinyin).toBe('chong2 qing4');
    expect((await call('http-status', { code: '404' })).body.data).toEqual({
      code: 404,
      phrase: 'Not Found',
      zh: '未找到',
      class: '4xx 客户端错误',
    });
    const uuids = (await call('uuid', { count: '5' })).body.data as string[];
    expect(new Set(uuids).size).toBe(5);
    for (const u of uuids)
      expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const pw = (await call('password', { length: '24', symbols: 'false' })).body.data;
    expect(pw.password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(pw.entropyBits).toBeCloseTo(24 * Math.log2(62), 1);
    const qr = (await call('qrcode', { text: 'https://example.com', level: 'H' })).body.data;
    expect(qr.level).toBe('H');
    expect(qr.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    const fmt = (await call('json-format', {}, 'POST', { json: '{"a":[1,2]}', indent: 2 })).body.data;
    expect(fmt).toEqual({ valid: true, formatted: '{\n  "a": [\n    1,\n    2\n  ]\n}' });
    const bad = (await call('json-format', {}, 'POST', { json: '{"a":1,\n x}' })).body.data;
    expect(bad).toMatchObject({ valid: false, line: 2, column: 2 });
    expect(
      (await call('word-count', {}, 'POST', { text: 'API Market 是一个开放 API 市场。\n第二行' })).body.data,
    ).toEqual({
      characters: 28,
      chineseCharacters: 10,
      words: 3,
      lines: 2,
      readingSeconds: 3,
    });
    const ua = (
      await call('user-agent', {}, 'GET', undefined, {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      })
    ).body.data;
    expect(ua).toMatchObject({ browser: { name: 'Chrome' }, os: { name: 'Windows' }, platform: 'desktop' });
    const ip = (await call('ip')).body.data;
    expect(ip).toEqual({ ip: '127.0.0.1', version: 4, private: true });
    const q = (await call('hitokoto', { type: 'anime' })).body.data;
    expect(q.type).toBe('anime');
  });

  it('answers caller mistakes with 400 and a message in the caller language', async () => {
    const zh = await call('hash', { algorithm: 'sha256' });
    expect(zh.status).toBe(400);
    expect(zh.body).toEqual({ code: 400, data: null, message: '缺少参数 text' });
    const en = await call('unit', { value: '1', from: 'km', to: 'kg' }, 'GET', undefined, { 'x-lang': 'en' });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('The two units measure different things');
    expect((await call('uuid', { count: '101' })).status).toBe(400);
    expect((await call('password', { length: 'abc' })).status).toBe(400);
    expect((await call('date-diff', { from: '2026-02-30', to: '2026-03-01' })).status).toBe(400);
    expect((await call('timestamp', { tz: 'Mars/Olympus' })).status).toBe(400);
    expect((await call('base64', {}, 'POST', { text: '***', mode: 'decode' })).status).toBe(400);
    expect((await call('http-status', { code: '299' })).status).toBe(400);
  });
});
