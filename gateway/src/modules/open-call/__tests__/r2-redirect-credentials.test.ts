import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamClient } from '../upstream-client.js';
import { startUpstream, type LocalUpstream } from './upstream-fixture.js';

/**
 * Review r2: an upstream's redirect is followed by hand (each hop through the SSRF guard). The caller's
 * credentials for the upstream (a declared `Authorization` or cookie header parameter, issue #29) must not
 * follow a redirect to another origin, as fetch and curl drop them; within the origin they stay.
 */
describe('r2: credentials do not follow a redirect to another origin', () => {
  let a: LocalUpstream;
  let b: LocalUpstream;
  let client: UpstreamClient;

  beforeAll(async () => {
    a = await startUpstream();
    b = await startUpstream();
    client = new UpstreamClient({ allowList: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], timeoutMs: 5000, maxBytes: 1 << 20, maxRedirects: 3 });
  });
  afterAll(async () => {
    client?.close();
    await a?.close();
    await b?.close();
  });

  const echoed = async (url: string) => {
    const res = await client.call({ url: new URL(url), method: 'GET', headers: { authorization: 'Bearer caller-secret', accept: 'application/json' } });
    expect(res.status).toBe(201);
    return JSON.parse(res.body.toString('utf8')) as { authorization: string | null };
  };

  it('drops Authorization on a redirect to another origin', async () => {
    const to = encodeURIComponent(`${b.url}/echo`);
    expect((await echoed(`${a.url}/redirect?to=${to}`)).authorization).toBeNull();
  });

  it('keeps it on a redirect within the origin', async () => {
    expect((await echoed(`${a.url}/redirect?to=${encodeURIComponent('/echo')}`)).authorization).toBe('Bearer caller-secret');
  });
});
