import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../gateway/src/modules/open-call/ssrf-guard.js';
import { startUpstream, type LocalUpstream } from '../../gateway/src/modules/open-call/__tests__/upstream-fixture.js';
import { apiForm, insertApi, newCreator, signInAdmin, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * The SSRF corpus: every host spelling that reaches this machine, its private networks or a reserved
 * range. Each must be refused by the guard itself (never left to the operating system) and by the API
 * forms when saved.
 */
const internalHosts = [
  '127.0.0.1', '127.1', '127.0.0.2', '2130706433', '0x7f000001', '017700000001', '0177.0.0.1',
  'localhost', 'LOCALHOST', '0.0.0.0', '0',
  '10.0.0.1', '172.16.0.1', '172.31.255.254', '192.168.1.1', '169.254.169.254', '100.64.0.1',
  '192.0.0.1', '192.0.2.1', '198.18.0.1', '198.51.100.1', '203.0.113.1', '224.0.0.1', '240.0.0.1', '255.255.255.255',
  // IPv6 and its IPv4-carrying relatives
  '[::1]', '[::]', '[0:0:0:0:0:0:0:1]',
  '[::127.0.0.1]', '[::7f00:1]', '[0:0:0:0:0:0:127.0.0.1]', '[::10.0.0.1]', '[::169.254.169.254]', '[::0.0.0.1]',
  '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[0:0:0:0:0:ffff:127.0.0.1]', '[::ffff:169.254.169.254]',
  '[::ffff:0:127.0.0.1]', '[64:ff9b::127.0.0.1]', '[64:ff9b::7f00:1]', '[64:ff9b:1::a00:1]',
  '[2002:7f00:1::]', '[2002:a9fe:a9fe::1]', '[2001:0:4136:e378:8000:63bf:3fff:fdd2]', '[2001:db8::1]',
  '[fe80::1]', '[fc00::1]', '[fd00::1]', '[fec0::1]', '[ff02::1]', '[100::1]', '[5f00::1]',
];

const refusedMessage = /refused by the SSRF guard|port not allowed|must be http or https/;

describe('SSRF guard: the corpus', () => {
  it.each(internalHosts.filter((h) => /^\[|^\d+\.\d+\.\d+\.\d+$/.test(h)))('%s is not a public address', (host) => {
    expect(isPublicAddress(host.replace(/^\[|\]$/g, ''))).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    '%s is public',
    (host) => expect(isPublicAddress(host)).toBe(true),
  );
});

describe('SSRF guard: open calls and the API forms', () => {
  let server: TestServer;
  let listener: LocalUpstream;
  let creator: Caller;
  let admin: Caller;

  beforeAll(async () => {
    listener = await startUpstream();
    server = await startSecurityServer({ UPSTREAM_TIMEOUT_MS: '1500' });
    creator = await newCreator(server);
    admin = await signInAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
    await listener?.close();
  });

  it('refuses every internal spelling in the guard, before any connection', async () => {
    const before = listener.connections;
    const leaks: string[] = [];
    for (const host of internalHosts) {
      for (const url of [`http://${host}/x`, `http://${host}:${listener.port}/echo`]) {
        const id = await insertApi(server, url);
        const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-lang': 'en' });
        if (res.status !== 502 || !refusedMessage.test(res.body?.message ?? '')) leaks.push(`${url} → ${res.status} ${res.text.slice(0, 80)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(listener.connections).toBe(before);
  });

  it('refuses other schemes', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://127.0.0.1:70/_x', 'ftp://example.com/a', 'dict://127.0.0.1:11211/']) {
      const id = await insertApi(server, url);
      const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-lang': 'en' });
      expect(res.status, url).toBe(502);
    }
  });

  it('the creator form refuses at save time what the guard refuses, with a clear message', async () => {
    for (const host of ['[::127.0.0.1]', '127.0.0.1', 'localhost', '169.254.169.254', '[::ffff:10.0.0.1]', '0x7f000001']) {
      const res = await server.request('POST', '/api/apis', apiForm({ apiurl: `http://${host}/x` }), { ...creator.headers, 'x-lang': 'en' });
      expect(res.status, host).toBe(400);
      expect(res.body.message).toBe('API address: Upstream address is internal or reserved and was refused by the SSRF guard');
    }
    const port = await server.request('POST', '/api/apis', apiForm({ apiurl: 'http://example.com:6379/' }), creator.headers);
    expect(port.status).toBe(400);
    expect(port.body.message).toBe('接口地址：上游端口不被允许（仅 80 和 443，或管理员允许列表中的地址）');
    const test = await server.request('POST', '/api/apis', apiForm({ testurl: 'http://[::1]/t' }), { ...creator.headers, 'x-lang': 'en' });
    expect(test.body.message).toMatch(/^Test address: /);
  });

  it('an edit to a saved API is refused the same way', async () => {
    const ok = await server.request('POST', '/api/apis', apiForm(), creator.headers);
    expect(ok.body.code).toBe(200);
    const id = ok.body.data.apiid;
    const res = await server.request('PUT', `/api/apis/${id}`, apiForm({ apiurl: 'http://[::127.0.0.1]/' }), { ...creator.headers, 'x-lang': 'en' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/refused by the SSRF guard/);
    const rows = await server.ds.query(`SELECT address FROM api WHERE id = $1`, [id]);
    expect(rows[0].address).toBe('https://example.com/api');
  });

  it('the admin form refuses it too', async () => {
    const [{ id: type }] = await server.ds.query(`INSERT INTO category (slug, name, name_en) VALUES ('sec-suite', '安全', 'Security') RETURNING id`);
    const [{ id: tag }] = await server.ds.query(`INSERT INTO tag (name, name_en) VALUES ('安全套件', 'Security suite') ON CONFLICT (name) DO UPDATE SET name_en = tag.name_en RETURNING id`);
    const form = {
      name: 'admin api', testLink: 'https://example.com/t', apiUrl: 'http://[::127.0.0.1]/', provider: 'p',
      type, tags: [tag], visibility: 'public', copyright: 'c', relatedArticles: [], needToken: false,
    };
    const res = await server.request('POST', '/api/system/apiAdd', form, { ...admin.headers, 'x-lang': 'en' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^API address: .*SSRF guard/);
    const good = await server.request('POST', '/api/system/apiAdd', { ...form, apiUrl: 'https://example.com/a' }, admin.headers);
    expect(good.body.code).toBe(200);
  });
});
