import dns from 'node:dns';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiForm, buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { SaveTimeLookups } from '../ssrf-guard.js';

type Lookup = (host: string, options: dns.LookupAllOptions) => Promise<dns.LookupAddress[]>;

/**
 * The forms' SSRF check resolves an upstream name when an API is saved. An import of 120 operations on
 * one host asked the resolver for it 241 times (each operation's address and test address, each up to
 * the 2 s cap when the resolver lost a query): ~21 s. Each name is now resolved at most once a minute.
 */
describe('save-time lookups of upstream names', () => {
  it('resolves a name once for every ask, concurrent or not, whatever its case', async () => {
    const asked: string[] = [];
    const lookups = new SaveTimeLookups(async (host) => {
      asked.push(host);
      return [{ address: '93.184.215.14', family: 4 }];
    });
    await Promise.all(Array.from({ length: 20 }, () => lookups.addresses('Shared.Example.com')));
    for (let i = 0; i < 5; i++) expect(await lookups.addresses('shared.example.com')).toEqual([{ address: '93.184.215.14', family: 4 }]);
    await lookups.addresses('other.example.com');
    expect(asked).toEqual(['shared.example.com', 'other.example.com']);
  });

  it('a name that does not resolve is no answer, and is not asked again at once', async () => {
    let asks = 0;
    const lookups = new SaveTimeLookups(async () => {
      asks++;
      throw Object.assign(new Error('queryA ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(await lookups.addresses('nowhere.example')).toEqual([]);
    expect(await lookups.addresses('nowhere.example')).toEqual([]);
    expect(asks).toBe(1);
  });
});

describe('the API forms and the import door ask the resolver once per name', () => {
  let server: TestServer;
  let creator: BuiltUser;
  const original = dns.promises.lookup.bind(dns.promises) as unknown as Lookup;
  const fake: Record<string, string> = {
    'lookups-public.example.com': '93.184.215.14',
    'lookups-inside.example.com': '10.0.0.5',
    'lookups-import.example.com': '93.184.215.15',
  };
  const asked: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    asked.length = 0;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const watchResolver = () =>
    vi.spyOn(dns.promises, 'lookup').mockImplementation((async (host: string, options: dns.LookupAllOptions) => {
      const address = fake[host];
      if (!address) return original(host, options);
      asked.push(host);
      return [{ address, family: 4 }];
    }) as unknown as typeof dns.promises.lookup);

  it('eight saved forms on one host: one lookup; a host inside the network is refused every time, looked up once', async () => {
    watchResolver();
    for (let i = 0; i < 8; i++) {
      const res = await server.request(
        'POST',
        '/api/apis',
        apiForm({ name: `查询 ${i}`, apiurl: `https://lookups-public.example.com/a/${i}`, testurl: 'https://LOOKUPS-PUBLIC.example.com/t' }),
        creator.headers,
      );
      expect(res.body.code, res.text).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      const res = await server.request('POST', '/api/apis', apiForm({ apiurl: 'https://lookups-inside.example.com/x' }), { ...creator.headers, 'x-lang': 'en' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^API address: .*SSRF guard/);
    }
    expect(asked).toEqual(['lookups-public.example.com', 'lookups-inside.example.com']);
  });

  it('an import of 30 operations on one host: one lookup for the preview and every saved API', async () => {
    watchResolver();
    const paths = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `/items/${i}`,
        { get: { operationId: `getItem${i}`, summary: `Item ${i}`, responses: { '200': { description: 'ok' } } } },
      ]),
    );
    const doc = { openapi: '3.0.3', info: { title: 'Lookups', version: '1' }, servers: [{ url: 'https://lookups-import.example.com/v1' }], paths };
    const res = await server.request('POST', '/api/apis/import', { content: JSON.stringify(doc) }, creator.headers);
    expect(res.body.code, res.text.slice(0, 300)).toBe(200);
    expect(res.body.data.results.filter((r: { apiId: number | null }) => r.apiId !== null)).toHaveLength(30);
    expect(asked).toEqual(['lookups-import.example.com']);
  });
});
