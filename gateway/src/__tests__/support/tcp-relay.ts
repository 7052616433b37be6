import net from 'node:net';

/**
 * A TCP relay in front of a real service (PostgreSQL, Redis) that a test can cut — new connections
 * refused, open ones reset — or hang — connections stay open but carry nothing — and restore on the
 * same port: a real outage, as the gateway sees it.
 */
export async function cuttableRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  let down = false;
  let hung = false;
  const carry = ([client, upstream]: [net.Socket, net.Socket]) => client.pipe(upstream).pipe(client);
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
      pairs.delete(pair);
    };
    sockets.add(client).add(upstream);
    pairs.add(pair);
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    if (hung) client.pause();
    else carry(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** New connections are refused and the open ones are reset. */
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    /** Open and new connections stay open, but nothing is carried either way until `restore`. */
    hang() {
      hung = true;
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    restore() {
      down = false;
      if (!hung) return;
      hung = false;
      for (const pair of pairs) {
        carry(pair);
        for (const s of pair) s.resume();
      }
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
