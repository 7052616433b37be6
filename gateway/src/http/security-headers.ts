import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
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

/**
 * Security headers of the app (helmet): a CSP that allows what the built client needs and
 * nothing else — its own scripts plus the hash of index.html's inline theme script, Chakra's runtime
 * <style> elements, images from anywhere over https (API icons, avatars), calls to this origin and
 * to the public base URL of open calls — framing refused, no referrer sent across origins.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const openCallOrigin = config.publicBaseUrl ? new URL(config.publicBaseUrl).origin : null;
  // Built once: @fastify/helmet built the middleware again for every request (parsing the CSP each time).
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScriptHashes(config.clientDist)],
        // Emotion (Chakra UI) inserts <style> elements at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(openCallOrigin ? [openCallOrigin] : [])],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'worker-src': ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Open calls and the API are read cross-origin by third-party clients' pages.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // On the raw response, as @fastify/helmet set them: a route's own header of the same name wins.
  app.addHook('onRequest', (req, reply, done) => setHeaders(req.raw, reply.raw, done as (err?: unknown) => void));
}
