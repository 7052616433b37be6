import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * SSRF guard for every outbound call (OWASP API7). The decision is taken on the address the socket
 * is about to connect to (after DNS), not on the URL text, so decimal / octal / hex / IPv4-mapped /
 * NAT64 spellings and names that resolve to internal addresses are all caught: ipaddr.js classifies
 * the address and only the "unicast" (public) range passes.
 */
export class UpstreamRefusedError extends Error {
  constructor(
    readonly reason: 'address' | 'port' | 'scheme',
    readonly target: string,
  ) {
    super(`upstream refused (${reason}): ${target}`);
    this.name = 'UpstreamRefusedError';
  }
}

const DEFAULT_PORTS = new Set([80, 443]);

/** Admin allow-list of exact `host:port` pairs (lower-cased host, IPv6 without brackets). */
export class UpstreamPolicy {
  private readonly allowed: Set<string>;

  constructor(allowList: string[]) {
    this.allowed = new Set(allowList.map((e) => normaliseHostPort(e)).filter((e): e is string => e !== null));
  }

  /** Whether the admin named this exact host and port (then the address check is skipped for it). */
  isAllowListed(host: string, port: number): boolean {
    return this.allowed.has(`${stripBrackets(host).toLowerCase()}:${port}`);
  }

  /** Port rule, checked before any lookup: 80 and 443, or an allow-listed pair. */
  checkPort(host: string, port: number): void {
    if (!DEFAULT_PORTS.has(port) && !this.isAllowListed(host, port)) {
      throw new UpstreamRefusedError('port', `${host}:${port}`);
    }
  }
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function normaliseHostPort(entry: string): string | null {
  const i = entry.lastIndexOf(':');
  if (i <= 0) return null;
  const port = Number(entry.slice(i + 1));
  if (!Number.isInteger(port) || port < 1 || port > 65535) return null;
  return `${stripBrackets(entry.slice(0, i)).toLowerCase()}:${port}`;
}

/** 2000::/3, the only IPv6 block IANA hands out as global unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * True only for public unicast addresses; everything ipaddr.js files under another range is refused.
 * IPv6 must also lie in 2000::/3: ipaddr.js calls the rest of ::/8 "unicast" too, which let the
 * deprecated IPv4-compatible form `[::127.0.0.1]` (= ::7f00:1) and its relatives through.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) return false;
  return parsed.range() === 'unicast';
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A dns.lookup that fails (no connection is attempted) when any resolved address is not public. */
function filteringLookup(host: string) {
  return (hostname: string, options: dns.LookupOptions, cb: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return cb(err, []);
      const bad = addresses.find((a) => !isPublicAddress(a.address));
      if (bad) return cb(new UpstreamRefusedError('address', `${host} → ${bad.address}`), []);
      if (options.all) return cb(null, addresses);
      const first = addresses[0];
      if (!first)
        return cb(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      cb(null, first.address, first.family);
    });
  };
}

type Cb = (err: Error | null, socket: Duplex) => void;
type ConnectArgs = http.ClientRequestArgs;

/**
 * Checks a connection about to be opened: allow-listed pairs pass; otherwise a literal address must
 * be public and a name must resolve only to public addresses (checked inside the lookup the socket uses).
 * Returns the options to connect with, or throws before any socket exists.
 */
function guardConnect<T extends ConnectArgs>(policy: UpstreamPolicy, options: T): T {
  const host = stripBrackets(options.host ?? 'localhost');
  const port = Number(options.port);
  policy.checkPort(host, port);
  if (policy.isAllowListed(host, port)) return options;
  if (net.isIP(host)) {
    if (!isPublicAddress(host)) throw new UpstreamRefusedError('address', host);
    return options;
  }
  return { ...options, lookup: filteringLookup(host) as unknown as net.LookupFunction };
}

function refusedSocket(err: Error, cb?: Cb): Duplex {
  const socket = new net.Socket();
  if (cb) cb(err, socket);
  else process.nextTick(() => socket.destroy(err));
  return socket;
}

export class GuardedHttpAgent extends http.Agent {
  constructor(
    private readonly policy: UpstreamPolicy,
    opts: http.AgentOptions,
  ) {
    super(opts);
  }

  override createConnection(options: ConnectArgs, cb?: Cb): Duplex | null | undefined {
    let safe: ConnectArgs;
    try {
      safe = guardConnect(this.policy, options);
    } catch (err) {
      return refusedSocket(err as Error, cb);
    }
    return super.createConnection(safe, cb);
  }
}

export class GuardedHttpsAgent extends https.Agent {
  constructor(
    private readonly policy: UpstreamPolicy,
    opts: https.AgentOptions,
  ) {
    super(opts);
  }

  override createConnection(options: https.RequestOptions, cb?: Cb): Duplex | null | undefined {
    let safe: https.RequestOptions;
    try {
      safe = guardConnect(this.policy, options);
    } catch (err) {
      return refusedSocket(err as Error, cb);
    }
    return super.createConnection(safe, cb);
  }
}

/** The refused error, when `err` (or its cause, or one of an AggregateError's errors) is one. */
export function refusal(err: unknown, depth = 0): UpstreamRefusedError | null {
  if (!err || depth > 4) return null;
  if (err instanceof UpstreamRefusedError) return err;
  if (err instanceof AggregateError) {
    for (const e of err.errors) {
      const found = refusal(e, depth + 1);
      if (found) return found;
    }
  }
  return refusal((err as { cause?: unknown }).cause, depth + 1);
}

const SAVE_LOOKUP_MS = 2000;
const SAVE_LOOKUP_TTL_MS = 60_000;

/**
 * The save-time lookups of upstream names: each name resolved at most once a minute (concurrent asks
 * share one lookup), a bounded number of names kept. An import of 120 operations on one host asked the
 * resolver for it 241 times (every operation's address and test address, each up to the 2 s cap when a
 * query was lost): ~21 s for the import. What a name resolves to at save time is advice for the form;
 * every open call resolves it again and decides on the address it connects to (the guard above).
 */
export class SaveTimeLookups {
  private readonly answers = new LRUCache<string, Promise<dns.LookupAddress[]>>({ max: 1000, ttl: SAVE_LOOKUP_TTL_MS });

  constructor(private readonly resolve: (host: string) => Promise<dns.LookupAddress[]> = (host) => dns.promises.lookup(host, { all: true })) {}

  /** What `host` resolves to (none when it does not resolve, or not within the save-time cap). */
  addresses(host: string): Promise<dns.LookupAddress[]> {
    const name = host.toLowerCase();
    let answer = this.answers.get(name);
    if (!answer) {
      answer = this.resolve(name).catch(() => [] as dns.LookupAddress[]);
      this.answers.set(name, answer);
    }
    return Promise.race([answer, new Promise<dns.LookupAddress[]>((r) => setTimeout(() => r([]), SAVE_LOOKUP_MS).unref())]);
  }
}

/**
 * What the guard would refuse about an upstream address, decided when an API form is saved: the scheme,
 * the port, a literal internal address, or a name that resolves to internal addresses. A name
 * that does not resolve (yet) is not refused here: the guard decides again at every call.
 */
export async function upstreamRefusalAtSave(address: string, policy: UpstreamPolicy, lookups: SaveTimeLookups): Promise<UpstreamRefusedError | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return new UpstreamRefusedError('scheme', url.protocol);
  const host = stripBrackets(url.hostname);
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  try {
    policy.checkPort(host, port);
  } catch (err) {
    return err as UpstreamRefusedError;
  }
  if (policy.isAllowListed(host, port)) return null;
  if (net.isIP(host)) return isPublicAddress(host) ? null : new UpstreamRefusedError('address', host);
  const addresses = await lookups.addresses(host);
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  return bad ? new UpstreamRefusedError('address', `${host} → ${bad.address}`) : null;
}
