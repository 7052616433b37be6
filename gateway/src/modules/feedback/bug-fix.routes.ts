import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../core/policy.js';
import { bugFixPolicy } from './feedback.policy.js';
import { envelopeSchema, idParams, ok } from '../../core/envelope.js';
import { arrayOf, doc } from '../../core/json-schema.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { BugFixEntry } from './feedback.types.js';
import { gate } from '../../core/guards.js';
import type { BugFixFields, BugFixService, BugFixView } from './bug-fix.service.js';
/** The services this door uses (the composition root passes them all). */
type Deps = { bugFixes: BugFixService };


const bugFixBody = {
  type: 'object',
  examples: [{ version: 'v1.2.1', fixTime: '2026-11-01', fixBug: '修复了城市名含空格时的查询失败' }],
  properties: {
    version: { type: 'string' },
    fixTime: { type: 'string', description: 'YYYY-MM-DD' },
    fixBug: { type: 'string' },
  },
} as const;
/** A bug-fix entry with its id: the BugFixEntry view (feedback.types.ts). */
const bugFix = restSchemaOf(BugFixEntry);

/** The creator's bug-fix history of an API (shown on the detail page as bugFixHistory). */
export async function bugFixRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { bugFixes } = opts.services;
  app.get(
    '/api/apis/:id/bugFixes',
    {
      schema: {
        ...doc('Bug-fix history · 修复记录'),
        params: idParams,
        response: { 200: envelopeSchema(arrayOf(bugFix)) },
      },
    },
    async (req) => ok(await bugFixes.list(Number((req.params as { id: string }).id), req.user)),
  );
  /** Adding and editing an entry: the same guard, body and answer; `save` is the service's step. */
  const writing = (
    summary: string,
    save: (actor: Actor, id: number, fields: BugFixFields) => Promise<BugFixView>,
    description?: string,
  ) => ({
    preValidation: gate(bugFixPolicy.write),
    schema: {
      ...doc(summary, description),
      params: idParams,
      body: bugFixBody,
      response: { 200: envelopeSchema(bugFix) },
    },
    handler: async (req: FastifyRequest) =>
      ok(await save(req.user, Number((req.params as { id: string }).id), req.body as BugFixFields)),
  });
  app.post(
    '/api/apis/:id/bugFixes',
    writing('Add a bug fix · 新增修复记录', (user, apiId, f) => bugFixes.add(user, apiId, f), 'By the API’s creator.'),
  );
  app.put(
    '/api/bugFixes/:id',
    writing('Edit a bug fix · 编辑修复记录', (user, id, f) => bugFixes.update(user, id, f)),
  );
  app.delete(
    '/api/bugFixes/:id',
    {
      preValidation: gate(bugFixPolicy.write),
      schema: {
        ...doc('Delete a bug fix · 删除修复记录'),
        params: idParams,
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
    async (req) =>
      ok(await bugFixes.remove(req.user, Number((req.params as { id: string }).id))),
  );
}
