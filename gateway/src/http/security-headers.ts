import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
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

/**
 * Security headers of the app (helmet): a CSP that allows what the built client needs and
 * nothing else — its own scripts (only from `/assets/` of the host it was loaded from, so an open call's
 * answer at `/api/open/api/{id}`, a third party's bytes, can never be a script of the app, #26.7) plus the
 * hash of index.html's inline theme script, Chakra's runtime
 * <style> elements, images from anywhere over https (API icons, avatars), calls to this origin and
 * to the public base URL of open calls — framing refused, no referrer sent across origins.
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
  // On the raw response, as @fastify/helmet set them: a route's own header of the same name wins.
  app.addHook('onRequest', (req, reply, done) => {
    hosts.set(req.raw, req.host);
    setHeaders(req.raw, reply.raw, done as (err?: unknown) => void);
  });
}
