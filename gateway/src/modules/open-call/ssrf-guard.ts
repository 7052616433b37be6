import ipaddr from 'ipaddr.js';
import dns from 'node:dns';
import net from 'node:net';
import { buildConnector } from 'undici';

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

/** True only for public unicast addresses; everything ipaddr.js files under another range is refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/** A dns.lookup that fails (no connection is attempted) when any resolved address is not public. */
function filteringLookup(hostname: string, options: dns.LookupOptions, cb: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return cb(err, []);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) return cb(new UpstreamRefusedError('address', `${hostname} → ${bad.address}`), []);
    if (options.all) return cb(null, addresses);
    const first = addresses[0];
    if (!first) return cb(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
    cb(null, first.address, first.family);
  });
}

/**
 * An undici connector that checks every connection about to be opened: the port rule first;
 * allow-listed pairs then pass; otherwise a literal address must be public and a name must resolve
 * only to public addresses (checked inside the lookup the socket itself uses, so the address judged
 * is the address connected to). A refusal reaches the caller before any socket exists.
 */
export function guardedConnector(
  policy: UpstreamPolicy,
  options: buildConnector.BuildOptions,
): buildConnector.connector {
  const direct = buildConnector(options);
  const filtered = buildConnector({ ...options, lookup: filteringLookup as unknown as net.LookupFunction });
  return (opts, cb) => {
    const host = stripBrackets(opts.hostname);
    const port = Number(opts.port) || (opts.protocol === 'https:' ? 443 : 80);
    try {
      policy.checkPort(host, port);
      if (policy.isAllowListed(host, port)) return direct(opts, cb);
      if (net.isIP(host)) {
        if (!isPublicAddress(host)) throw new UpstreamRefusedError('address', host);
        return direct(opts, cb);
      }
    } catch (err) {
      return cb(err as Error, null);
    }
    filtered(opts, cb);
  };
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
