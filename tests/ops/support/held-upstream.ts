import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An allow-listed local upstream whose `/slow` answers only when the test releases it. */
export async function heldUpstream() {
  const held: http.ServerResponse[] = [];
  const arrivals = new EventTarget();
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/slow')) {
      held.push(res);
      arrivals.dispatchEvent(new Event('arrival'));
      return;
    }
    res.end('{"ok":true}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    /** Resolves once `n` slow requests are being held. */
    async waitForHeld(n: number) {
      while (held.length < n) await once(arrivals, 'arrival');
    },
    release() {
      for (const res of held.splice(0)) res.end('{"late":true}');
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
