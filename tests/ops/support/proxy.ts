import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';

/**
 * A small round-robin reverse proxy, the test's stand-in for nginx: HTTP and websocket upgrades go
 * to the next backend, X-Forwarded-For is appended, and a backend that refuses the connection (it
 * has stopped) is skipped for the next one, as nginx's `proxy_next_upstream error` does.
 */
export async function startProxy(backends: number[]) {
  let next = 0;
  /** The backend port that answered each proxied HTTP request, in order. */
  const served: number[] = [];
  const order = () => {
    const start = next++ % backends.length;
    return backends.map((_, i) => backends[(start + i) % backends.length]!);
  };
  const forwardedFor = (req: http.IncomingMessage) =>
    [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');

  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', () => {
      const tryBackend = (ports: number[]) => {
        const [port, ...rest] = ports;
        if (port === undefined) {
          res.writeHead(502).end('no backend');
          return;
        }
        const upstream = http.request(
          {
            host: '127.0.0.1',
            port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req), connection: 'close' },
          },
          (answer) => {
            served.push(port);
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          // Refused: nothing was sent. Reset before any answer: a stopping backend closed a connection
          // it had not read from; nginx retries that too, for idempotent methods.
          const retry = err.code === 'ECONNREFUSED' || (err.code === 'ECONNRESET' && req.method === 'GET');
          if (retry && !res.headersSent) tryBackend(rest);
          else res.destroy(err);
        });
        upstream.end(Buffer.concat(body));
      };
      tryBackend(order());
    });
  });
  server.on('upgrade', (req, client, head) => {
    const port = order()[0]!;
    const upstream = net.connect(port, '127.0.0.1', () => {
      const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
      const lines = Object.entries(headers).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => `${k}: ${x}`) : [`${k}: ${v}`]));
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
