import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/auth.js';
import { idParams, ok } from '../../http/envelope.js';
import type { Services } from '../../services.js';

const bugFixBody = {
  type: 'object',
  properties: { version: { type: 'string' }, fixTime: { type: 'string' }, fixBug: { type: 'string' } },
} as const;

/** The creator's bug-fix history of an API (shown on the detail page as bugFixHistory). */
export async function bugFixRoutes(app: FastifyInstance, opts: { services: Services }): Promise<void> {
  const { bugFixes } = opts.services;
  app.get('/api/apis/:id/bugFixes', { schema: { params: idParams } }, async (req) => ok(await bugFixes.list(Number((req.params as { id: string }).id))));
  app.post('/api/apis/:id/bugFixes', { schema: { params: idParams, body: bugFixBody } }, async (req) =>
    ok(await bugFixes.add(requireUser(req.user), Number((req.params as { id: string }).id), req.body as object)),
  );
  app.put('/api/bugFixes/:id', { schema: { params: idParams, body: bugFixBody } }, async (req) =>
    ok(await bugFixes.update(requireUser(req.user), Number((req.params as { id: string }).id), req.body as object)),
  );
  app.delete('/api/bugFixes/:id', { schema: { params: idParams } }, async (req) =>
    ok(await bugFixes.remove(requireUser(req.user), Number((req.params as { id: string }).id))),
  );
}
