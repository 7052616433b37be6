import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '../core/cached-reply.js';

export { COMPRESS_THRESHOLD_BYTES };

/**
 * On-the-fly compression of JSON/GraphQL answers (brotli preferred, then gzip). Registered before any
 * route: @fastify/compress attaches itself to routes as they are added. Brotli runs at quality 4 —
 * close to gzip's speed with smaller output; the highest levels are for the build's precompressed
 * assets, made once. Routes that pass bytes through as someone else sent them opt out with
 * `compress: false` (open calls). Request bodies are not decompressed (no new input surface).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * The built client. The build writes `.br` and `.gz` beside each asset; the file the browser accepts
 * is sent as it is (preCompressed, with `Vary: Accept-Encoding`). Hashed assets never change
 * (immutable for a year); everything else — index.html first — is revalidated on every use.
 */
export async function registerClient(app: FastifyInstance, clientDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDist,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });
}
