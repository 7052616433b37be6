import dns from 'node:dns/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { isPublicAddress } from '../ssrf-guard.js';
import { addApi, startUpstream, type LocalUpstream } from './upstream-fixture.js';

/** Hosts that all reach this machine or its private networks; every spelling must be refused. */
const corpus = [
  '127.0.0.1',
  'localhost',
  'LOCALHOST',
  '0.0.0.0',
  '[::1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[64:ff9b::7f00:1]',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '224.0.0.1',
  '2130706433',
  '0x7f000001',
  '017700000001',
  '127.1',
  '[fd00::1]',
  '[fe80::1]',
];

describe('SSRF guard on open calls', () => {
  let server: TestServer;
  let listener: LocalUpstream;

  beforeAll(async () => {
    // A listener that counts connections: a refusal must happen before any connection reaches it.
    listener = await startUpstream();
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
    await listener?.close();
  });

  it.each(corpus)('refuses http://%s on default config before any connection', async (host) => {
    const before = listener.connections;
    for (const url of [
      `http://${host}/echo`,
      `http://${host}:${listener.port}/echo`,
      `https://${host}/echo`,
    ]) {
      const id = await addApi(server, url);
      const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-lang': 'en' });
      expect(res.status, url).toBe(502);
      expect(res.body.code).toBe(502);
      expect(res.body.message).toMatch(/refused by the SSRF guard|port not allowed/);
    }
    expect(listener.connections).toBe(before);
  });

  it('refuses the address even on an allowed port, and says why', async () => {
    const id = await addApi(server, 'http://169.254.169.254/latest/meta-data/');
    const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-lang': 'en' });
    expect(res.body.message).toBe(
      'Upstream address is internal or reserved and was refused by the SSRF guard',
    );
  });

  it('refuses a name that resolves to a loopback address', async () => {
    const names = ['localhost'];
    // This machine's own name usually resolves to 127.0.x.x through /etc/hosts.
    const self = os.hostname();
    const addrs = await dns.lookup(self, { all: true }).catch(() => []);
    if (addrs.some((a) => !isPublicAddress(a.address))) names.push(self);
    for (const name of names) {
      const id = await addApi(server, `http://${name}/`);
      const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-lang': 'en' });
      expect(res.status, name).toBe(502);
      expect(res.body.message, name).toBe(
        'Upstream address is internal or reserved and was refused by the SSRF guard',
      );
    }
  });

  it('refuses other ports unless the allow-list names host:port, and other schemes always', async () => {
    for (const url of [
      'http://example.com:8080/',
      'https://example.com:8443/',
      'ftp://example.com/',
      'file:///etc/passwd',
    ]) {
      const id = await addApi(server, url);
      const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-lang': 'en' });
      expect(res.status, url).toBe(502);
      expect(res.body.message, url).toMatch(/port not allowed|must be http or https/);
    }
  });

  it('classifies addresses with ipaddr.js ranges', () => {
    for (const a of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
      '10.1.2.3',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::',
      'ff02::1',
      '2001:db8::1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    for (const a of ['93.184.215.14', '2606:4700::6810:84e5', '::ffff:8.8.8.8'])
      expect(isPublicAddress(a), a).toBe(true);
  });
});

describe('SSRF guard with an allow-listed local upstream', () => {
  let server: TestServer;
  let allowed: LocalUpstream;
  let target: LocalUpstream;

  beforeAll(async () => {
    allowed = await startUpstream();
    target = await startUpstream();
    server = await startTestServer({ UPSTREAM_ALLOW_LIST: `127.0.0.1:${allowed.port}` });
  });
  afterAll(async () => {
    await server?.stop();
    await allowed?.close();
    await target?.close();
  });

  it('reaches exactly the allow-listed host:port', async () => {
    const id = await addApi(server, `${allowed.url}/echo`);
    expect((await server.request('GET', `/api/open/api/${id}`)).status).toBe(201);
    // Same host, another port: not named, so refused without connecting.
    const before = target.connections;
    const other = await addApi(server, `${target.url}/echo`);
    expect((await server.request('GET', `/api/open/api/${other}`)).status).toBe(502);
    expect(target.connections).toBe(before);
  });

  it.each([
    (t: LocalUpstream) => `http://127.0.0.1:${t.port}/echo`,
    (t: LocalUpstream) => `http://localhost:${t.port}/echo`,
    () => 'http://127.0.0.1/echo',
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://[::ffff:127.0.0.1]/echo',
  ])('an allowed upstream redirecting inside is refused before connecting (%#)', async (to) => {
    const id = await addApi(server, `${allowed.url}/redirect?to=${encodeURIComponent(to(target))}`);
    const before = target.connections;
    const res = await server.request('GET', `/api/open/api/${id}`, undefined, { 'x-lang': 'en' });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/refused by the SSRF guard|port not allowed/);
    expect(target.connections).toBe(before);
  });

  it('the allow-list does not open the corpus', async () => {
    const before = target.connections;
    for (const host of corpus) {
      const id = await addApi(server, `http://${host}:${target.port}/echo`);
      expect((await server.request('GET', `/api/open/api/${id}`)).status, host).toBe(502);
    }
    expect(target.connections).toBe(before);
  });
});
