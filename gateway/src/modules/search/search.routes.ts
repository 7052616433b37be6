import type { FastifyInstance } from 'fastify';
import { envelopeSchema, errorEnvelopeSchema, idParams, ok } from '../../core/envelope.js';
import { gate } from '../../core/guards.js';
import { arrayOf, bool, doc } from '../../core/json-schema.js';
import { searchPolicy } from './search.policy.js';
import type { SearchAdminService, SynonymGroupView } from './search-admin.service.js';
import type { SearchService } from './search.service.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { SearchSuggestion, SynonymGroup } from './search.types.js';

/** The services this door uses (the composition root passes them all). */
type Deps = { search: SearchService; searchAdmin: SearchAdminService };

/** Past this many characters a prefix gets no suggestion (as on GraphQL): nobody types that much. */
const SUGGEST_MAX = 100;

/** The SearchSuggestion and SynonymGroup views (search.types.ts). */
const suggestion = restSchemaOf(SearchSuggestion);
const synonymGroup = restSchemaOf(SynonymGroup);

const present = (g: SynonymGroupView) => ({
  id: g.id,
  terms: g.terms,
  createdAt: g.createdAt ? g.createdAt.toISOString() : null,
});

/** Search suggestions (everyone) and the synonym groups (administrators): the REST doors of issue #28. */
export async function searchRoutes(app: FastifyInstance, opts: { services: Deps }): Promise<void> {
  const { search, searchAdmin } = opts.services;

  app.get<{ Querystring: { q?: string; limit?: number } }>(
    '/api/search/suggest',
    {
      schema: {
        ...doc(
          'Search suggestions · 搜索联想',
          'API names and categories for what has been typed (hanzi, English, full pinyin, initials, simplified or traditional), then what a search would find (synonyms, typos). Categories first (at most 2). An empty q, or one past 100 characters, suggests nothing.',
        ),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            q: { type: 'string', maxLength: 10_000 },
            limit: { type: 'integer', minimum: 1, maximum: 20, default: 8 },
          },
        },
        response: { 200: envelopeSchema(arrayOf(suggestion)) },
      },
    },
    async (req) => {
      const q = req.query.q ?? '';
      if (!q.trim() || q.length > SUGGEST_MAX) return ok([]);
      const found = await search.suggest(q, req.query.limit ?? 8);
      return ok(found.map((s) => ({ ...s, kind: s.kind === 'api' ? 'API' : 'CATEGORY' })));
    },
  );

  app.get(
    '/api/system/search/synonyms',
    {
      preValidation: gate(searchPolicy.manageSynonyms),
      schema: {
        ...doc('Search synonym groups · 搜索同义词', 'Administrators: the groups they added (newest first), then the curated ones.'),
        response: { 200: envelopeSchema(arrayOf(synonymGroup)) },
      },
    },
    async (req) => ok((await searchAdmin.synonyms(req.user)).map(present)),
  );

  app.post<{ Body: { terms: string[] } }>(
    '/api/system/search/synonyms',
    {
      preValidation: gate(searchPolicy.manageSynonyms),
      schema: {
        ...doc(
          'Add a synonym group · 添加同义词组',
          'Administrators: 2–20 different terms of 1–40 characters; searched with at once on every gateway.',
        ),
        body: {
          type: 'object',
          required: ['terms'],
          additionalProperties: false,
          examples: [{ terms: ['快递', '物流'] }],
          properties: { terms: { type: 'array', minItems: 2, maxItems: 20, items: { type: 'string', maxLength: 40 } } },
        },
        response: { 200: envelopeSchema(synonymGroup) },
      },
    },
    async (req) => ok(present(await searchAdmin.addSynonyms(req.user, req.body.terms))),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/system/search/synonyms/:id',
    {
      preValidation: gate(searchPolicy.manageSynonyms),
      schema: {
        ...doc('Remove a synonym group · 删除同义词组', 'Administrators: a group they added (curated groups stay).'),
        params: idParams,
        response: { 200: envelopeSchema(bool), 404: errorEnvelopeSchema(404, 'No such synonym group.') },
      },
    },
    async (req) => ok(await searchAdmin.removeSynonyms(req.user, Number(req.params.id))),
  );
}
