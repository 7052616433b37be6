import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

/** The built client's inline scripts (the theme bootstrap in index.html), as CSP hashes. */
function inlineScriptHashes(clientDist: string): string[] {
  const index = path.join(clientDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/** Where the built client's scripts live: the only path of this origin a script may come from. */
export const SCRIPT_PATH = '/assets/';
/** A Host header as a CSP host-source may hold it (name or IPv4/IPv6 literal, optional port): nothing else. */
const HOST_SOURCE = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** A header helmet set (name, value) or removed (value null), in its order. */
type HeaderOp = readonly [name: string, value: string | number | readonly string[] | null];

/** Hosts whose header sets are remembered (the Host header is the caller's: a bounded memory, emptied when full). */
export const HEADER_SETS_KEPT = 64;

/**
 * The security headers helmet sets for `req` (its host), as (name, value) operations in helmet's
 * order (value null: removed). `setHeaders` is the helmet middleware; run once on a recording response.
 */
function recordHeaders(
  setHeaders: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void,
  req: IncomingMessage,
): HeaderOp[] {
  const ops: HeaderOp[] = [];
  let failure: unknown;
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      ops.push([name, value]);
      return recorder;
    },
    removeHeader: (name: string) => {
      ops.push([name, null]);
    },
  };
  setHeaders(req, recorder as unknown as ServerResponse, (err) => (failure = err));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return ops;
}

/**
 * Security headers of the app (helmet): a CSP that allows what the built client needs and
 * nothing else — its own scripts (only from `/assets/` of the host it was loaded from, so an open call's
 * answer at `/api/open/api/{id}`, a third party's bytes, can never be a script of the app, #26.7) plus the
 * hash of index.html's inline theme script, Chakra's runtime
 * <style> elements, images from anywhere over https (API icons, avatars), calls to this origin and
 * to the public base URL of open calls — framing refused, no referrer sent across origins.
 *
 * The headers depend on the request's host only (the script source), so helmet computes them once per
 * host (at most HEADER_SETS_KEPT hosts remembered; a Host that is no host name shares one set) and each
 * request replays them — helmet joined the CSP directives and checked every header value per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const openCallOrigin = config.publicBaseUrl ? new URL(config.publicBaseUrl).origin : null;
  // The host each request came to (Fastify's req.host: X-Forwarded-Host only behind a trusted proxy). A
  // scheme-less host-source with a path matches this host's /assets/ over the page's own scheme.
  const hosts = new WeakMap<IncomingMessage, string>();
  const scripts = (req: IncomingMessage) => {
    const host = hosts.get(req);
    return host && HOST_SOURCE.test(host) ? `${host}${SCRIPT_PATH}` : "'none'";
  };
  // Built once: @fastify/helmet built the middleware again for every request (parsing the CSP each time).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [scripts, ...inlineScriptHashes(config.clientDist)],
        // Emotion (Chakra UI) inserts <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(openCallOrigin ? [openCallOrigin] : [])],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'worker-src': [scripts, 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Open calls and the API are read cross-origin by third-party clients' pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const sets = new Map<string, HeaderOp[]>();
  app.addHook('onRequest', (req, reply, done) => {
    const host = req.host;
    // Every Host that is no host name gets the same headers (no script source): one entry for all of them.
    const key = host && HOST_SOURCE.test(host) ? host : '';
    let ops = sets.get(key);
    if (!ops) {
      hosts.set(req.raw, key);
      try {
        ops = recordHeaders(setHeaders, req.raw);
      } catch (err) {
        done(err as Error);
        return;
      }
      if (sets.size >= HEADER_SETS_KEPT) sets.clear();
      sets.set(key, ops);
    }
    // On the raw response, as @fastify/helmet set them: a route's own header of the same name wins.
    const res = reply.raw;
    for (const [name, value] of ops) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    done();
  });
}
