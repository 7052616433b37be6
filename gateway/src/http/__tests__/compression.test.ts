import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { buildApis, buildUser } from '../../__tests__/support/factories.js';
import { startUpstream, type LocalUpstream } from '../../modules/open-call/__tests__/upstream-fixture.js';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire. */
  wire: Buffer;
  /** Those bytes decoded by their Content-Encoding. */
  body: Buffer;
}

/** One request with no automatic decompression (fetch would undo the encoding we want to see). */
function raw(base: string, method: string, urlPath: string, headers: Record<string, string>, body?: string) {
  return new Promise<Raw>((resolve, reject) => {
    const req = http.request(new URL(urlPath, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        const decoded = enc === 'br' ? brotliDecompressSync(wire) : enc === 'gzip' ? gunzipSync(wire) : wire;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, body: decoded });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const INDEX =
  '<!doctype html><html><head><title>t</title></head><body>' + 'x'.repeat(2000) + '</body></html>';
const ASSET = 'export const big = ' + JSON.stringify('开放 API 市场 '.repeat(500)) + ';\n';

describe('compressed delivery', () => {
  let server: TestServer;
  let upstream: LocalUpstream;
  let dist: string;
  let apiId: number;

  beforeAll(async () => {
    // A client build as Vite leaves it: each file with its .br and .gz beside it.
    dist = mkdtempSync(path.join(os.tmpdir(), 'apimarket-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    for (const [file, text] of [
      ['index.html', INDEX],
      ['assets/index-Ab12Cd34.js', ASSET],
    ] as const) {
      writeFileSync(path.join(dist, file), text);
      writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
    }
    upstream = await startUpstream();
    server = await startTestServer({ CLIENT_DIST: dist, UPSTREAM_ALLOW_LIST: `127.0.0.1:${upstream.port}` });
    [{ id: apiId }] = await server.ds.query(
      `INSERT INTO api (name, address, status) VALUES ('big upstream', $1, 1) RETURNING id`,
      [`${upstream.url}/big?bytes=8000&declared=1`],
    );
    // A catalogue large enough to be worth compressing: 30 more listed APIs of one creator.
    await buildApis(server, 30, { creator: await buildUser(server), category: null, description: '一个用于压缩测试的接口说明，'.repeat(4) });
  });
  afterAll(async () => {
    await server?.stop();
    await upstream?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the precompressed asset the browser accepts, byte-identical after decoding', async () => {
    const plain = await raw(server.url, 'GET', '/assets/index-Ab12Cd34.js', {});
    const br = await raw(server.url, 'GET', '/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    const gz = await raw(server.url, 'GET', '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.body.toString()).toBe(ASSET);
    expect(br.body.equals(plain.body)).toBe(true);
    expect(gz.body.equals(plain.body)).toBe(true);
    expect(br.wire.length).toBeLessThan(plain.wire.length / 4);
    for (const r of [plain, br, gz]) {
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(r.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('has index.html revalidated, never cached as immutable', async () => {
    for (const p of ['/', '/index.html']) {
      const plain = await raw(server.url, 'GET', p, {});
      const br = await raw(server.url, 'GET', p, { 'accept-encoding': 'br' });
      expect(plain.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body.equals(plain.body)).toBe(true);
      for (const r of [plain, br]) {
        expect(r.headers['cache-control']).toBe('no-cache');
        expect(r.headers['cache-control']).not.toMatch(/immutable|max-age=[1-9]/);
      }
    }
  });

  it('compresses JSON answers on the fly, byte-identical after decoding', async () => {
    const plain = await raw(server.url, 'GET', '/api/apiList', {});
    expect(plain.wire.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const enc of ['br', 'gzip']) {
      const r = await raw(server.url, 'GET', '/api/apiList', { 'accept-encoding': enc });
      expect(r.headers['content-encoding']).toBe(enc);
      expect(r.body.equals(plain.body)).toBe(true);
      expect(r.wire.length).toBeLessThan(plain.wire.length / 2);
    }
  });

  it('compresses GraphQL answers on the fly, byte-identical after decoding', async () => {
    const body = JSON.stringify({
      query: '{ apis(offset: 0, limit: 60) { total items { id name nameEn description } } }',
    });
    const headers = { 'content-type': 'application/json' };
    const plain = await raw(server.url, 'POST', '/graphql', headers, body);
    const br = await raw(server.url, 'POST', '/graphql', { ...headers, 'accept-encoding': 'br' }, body);
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.body.toString()).data.apis.items).toHaveLength(31);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(plain.body)).toBe(true);
  });

  it('leaves small answers as they are', async () => {
    const r = await raw(server.url, 'GET', '/healthz', { 'accept-encoding': 'br, gzip' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(r.body.toString())).toEqual({ status: 'ok' });
  });

  it('passes an open call’s answer through as the upstream sent it', async () => {
    const r = await raw(server.url, 'GET', `/api/open/api/${apiId}`, { 'accept-encoding': 'br, gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.wire.equals(Buffer.alloc(8000, 97))).toBe(true);
  });
});
