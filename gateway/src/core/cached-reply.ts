import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { CacheDep, ReadCache } from './read-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** A cached answer kept serialised, with its entity tag and its compressed forms (made on first use). */
export interface CachedBody {
  /** The bytes as sent (encoded once, not per request). */
  body: Buffer;
  etag?: string;
  encoded: { br?: Buffer; gzip?: Buffer };
}

export function cachedBody(text: string, withEtag = false): CachedBody {
  // A memory of its own, exactly the answer's size: `Buffer.from` would cut an answer under 32 KB out
  // of Node's shared 64 KB pool slab, and a kept entry would pin that whole slab (issue #35: 85 cached
  // answers of a few KB held 5.6 MB after a load).
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(text, 'utf8'));
  body.write(text, 'utf8');
  return {
    body,
    etag: withEtag ? `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` : undefined,
    encoded: {},
  };
}

/**
 * Sends a cached answer: compressed once per entry in the encoding the caller accepts (brotli, else
 * gzip; the same settings as the on-the-fly compression, which then leaves it alone), not per request.
 */
export function sendBody(req: FastifyRequest, reply: FastifyReply, entry: CachedBody, grew?: () => void): FastifyReply {
  reply.type(JSON_TYPE);
  if (entry.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(entry.body);
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (!encoding) return reply.send(entry.body);
  let bytes = entry.encoded[encoding];
  if (!bytes) {
    bytes = entry.encoded[encoding] =
      encoding === 'br'
        ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(entry.body, { level: 6 });
    grew?.();
  }
  return reply.header('content-encoding', encoding).send(bytes);
}

/** br before gzip, unless the caller refuses it with q=0. */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** What `build` answers for a body only its reader may see (e.g. a private API's detail for its creator): sent, not kept. */
export class Unshared {
  constructor(readonly value: unknown) {}
}

/**
 * A public REST read served from the read cache: `build` runs once per write generation of the
 * catalogue and of the other scopes and tags it `depends` on (its result serialised by the route's own
 * response schema; concurrent misses share one run), every request after that gets the same bytes, and
 * `If-None-Match` with the current tag answers 304 without a body.
 */
export async function sendCached(
  cache: ReadCache,
  key: string,
  depends: readonly CacheDep[],
  req: FastifyRequest,
  reply: FastifyReply,
  build: () => Promise<unknown>,
): Promise<FastifyReply> {
  const entry = await cache.read(key, depends, async () => {
    const built = await build();
    const shared = !(built instanceof Unshared);
    const serialised = reply.serialize(shared ? built : built.value);
    const body = cachedBody(
      typeof serialised === 'string' ? serialised : Buffer.from(serialised as ArrayBuffer).toString('utf8'),
      true,
    );
    return shared ? body : { body, keep: false as const };
  });
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (matches(req.headers['if-none-match'], entry.etag!)) return reply.code(304).send();
  return sendBody(req, reply, entry, () => cache.grew(key, entry));
}

/** RFC 9110 weak comparison: `*`, or any listed tag equal to ours with or without `W/`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}
