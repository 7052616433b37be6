import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/** The origin agents reach the platform at: PUBLIC_BASE_URL when set, else the request's own scheme and host. */
export function originOf(req: FastifyRequest, config: Pick<Config, 'publicBaseUrl'>): string {
  if (config.publicBaseUrl) return config.publicBaseUrl.replace(/\/+$/, '');
  return `${req.protocol}://${req.host}`;
}
