import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { Services } from '../../services.js';

export async function monitorRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  // For pollers (SPEC §7: GET /api/monitor every 2 s): the latest sample, never a fresh one per request.
  app.get('/api/monitor', async () => ok(await opts.services.metrics.current()));
}
