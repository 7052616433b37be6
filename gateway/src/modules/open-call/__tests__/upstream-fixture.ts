import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestServer } from '../../../__tests__/support/server.js';

/** A real local HTTP upstream for the proxy tests; counts every TCP connection it accepts. */
export interface LocalUpstream {
  port: number;
  url: string;
  connections: number;
  /** Behaviour of `/mode`: ok, fail (500) or slow. */
  mode: 'ok' | 'fail';
  /** Resolves once `n` requests have reached this upstream since it started. */
  waitForRequests(n: number): Promise<void>;
  close(): Promise<void>;
}

export async function startUpstream(): Promise<LocalUpstream> {
  const state = { connections: 0, requests: 0, mode: 'ok' as 'ok' | 'fail' };
  const arrivals = new EventTarget();
  const server = http.createServer((req, res) => {
    state.requests++;
    arrivals.dispatchEvent(new Event('request'));
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks).toString('utf8');
      switch (url.pathname) {
        case '/echo':
          res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
          return res.end(
            JSON.stringify({
              method: req.method,
              query: Object.fromEntries(url.searchParams),
              body,
              contentType: req.headers['content-type'] ?? null,
              authorization: req.headers.authorization ?? null,
            }),
          );
        case '/text':
          res.writeHead(418, { 'content-type': 'text/plain; charset=utf-8' });
          return res.end('我是茶壶 teapot');
        case '/slow':
          return setTimeout(() => res.end('late'), Number(url.searchParams.get('ms') ?? 2000));
        case '/big': {
          const size = Number(url.searchParams.get('bytes'));
          // Chunked (no content-length) unless asked: the cap must hold while streaming too.
          if (url.searchParams.get('declared')) res.setHeader('content-length', String(size));
          res.writeHead(200, { 'content-type': 'application/octet-stream' });
          for (let sent = 0; sent < size; sent += 16384)
            res.write(Buffer.alloc(Math.min(16384, size - sent), 97));
          return res.end();
        }
        case '/redirect':
          res.writeHead(302, { location: url.searchParams.get('to') ?? '/echo' });
          return res.end();
        case '/input':
          // An upstream that fails only on one caller's input (?boom): the caller's own mistake, not an outage.
          res.writeHead(url.searchParams.has('boom') ? 500 : 200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ boom: url.searchParams.has('boom') }));
        case '/mode':
          res.writeHead(state.mode === 'ok' ? 200 : 500, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ version: url.searchParams.get('v') ?? 'x', mode: state.mode }));
        default:
          res.writeHead(404, { 'content-type': 'application/json' });
          return res.end('{"error":"no such path"}');
      }
    });
  });
  server.on('connection', () => state.connections++);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    get mode() {
      return state.mode;
    },
    set mode(m) {
      state.mode = m;
    },
    async waitForRequests(n) {
      while (state.requests < n) await once(arrivals, 'request');
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A published test API on `address`; returns its id. */
export async function addApi(
  server: TestServer,
  address: string,
  extra: { needToken?: boolean; status?: number; name?: string } = {},
): Promise<number> {
  const rows: Array<{ id: number }> = await server.ds.query(
    `INSERT INTO api (name, address, status, need_token, request_method) VALUES ($1, $2, $3, $4, 'GET') RETURNING id`,
    [extra.name ?? `test ${address}`, address, extra.status ?? 1, extra.needToken ?? false],
  );
  return rows[0]!.id;
}

export async function apiIdBySlug(server: TestServer, slug: string): Promise<number> {
  const rows: Array<{ id: number }> = await server.ds.query(`SELECT id FROM api WHERE slug = $1`, [slug]);
  if (!rows[0]) throw new Error(`no API with slug ${slug}`);
  return rows[0].id;
}
