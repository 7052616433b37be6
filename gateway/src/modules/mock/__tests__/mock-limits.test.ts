import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, type BuiltUser } from '../../../__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { MOCK_LIMITS, patternLength, prepareSchema } from '../mock-data.js';

/**
 * Review r1: an answer schema is the creator's (an import stores any schema of at most 20 000 nodes), and the
 * generator makes what it asks for on the event loop. A schema asking for more than MOCK_LIMITS answers
 * with the sample answer; one whose upper bounds are merely large is generated within them.
 */
describe('the mock of a schema asking for huge answers', () => {
  let server: TestServer;
  let creator: BuiltUser;
  const ajv = new Ajv({ strict: false });

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const withSchema = async (schema: object, responseExample = '') => {
    const api = await buildApi(server, { address: 'https://upstream.invalid/none', responseExample });
    await server.ds.query(`UPDATE api SET response_schema = $2 WHERE id = $1`, [api.id, JSON.stringify(schema)]);
    return api;
  };

  it('a creator imports a schema asking for a 50 MB string, then mocks the draft: the sample answer, not 30 s of generation', async () => {
    const content = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'huge', version: '1' },
      servers: [{ url: 'https://huge.example.com' }],
      paths: {
        '/huge': {
          get: {
            summary: 'huge',
            responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'string', minLength: 50_000_000 }, example: 'small' } } } },
          },
        },
      },
    });
    const imported = await server.request('POST', '/api/apis/import', { content }, creator.headers);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const apiId = imported.body.data.results[0].apiId as number;
    const [row] = await server.ds.query(`SELECT response_schema FROM api WHERE id = $1`, [apiId]);
    expect(row.response_schema).toEqual({ type: 'string', minLength: 50_000_000 });

    const res = await server.request('GET', `/api/mock/api/${apiId}`, undefined, creator.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('x-mock-source')).toBe('example');
    expect(res.text).toBe('small');
  });

  it('arrays nested eight deep of twenty items each (20^8 values): the sample answer', async () => {
    const nested = JSON.parse(`${'{"type":"array","minItems":20,"items":'.repeat(8)}{"type":"integer"}${'}'.repeat(8)}`);
    const api = await withSchema(nested, '[[1]]');
    const res = await server.request('GET', `/api/mock/api/${api.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('x-mock-source')).toBe('example');
    expect(res.body).toEqual([[1]]);
  });

  it('large upper bounds (maxItems 10^8, maxLength 10^8) are generated within the limits and still validate', async () => {
    const schema = {
      type: 'object',
      required: ['list', 'text', 'map'],
      properties: {
        list: { type: 'array', minItems: 2, maxItems: 100_000_000, items: { type: 'integer' } },
        text: { type: 'string', minLength: 3, maxLength: 100_000_000 },
        map: { type: 'object', maxProperties: 100_000_000, additionalProperties: { type: 'integer' } },
      },
    };
    const api = await withSchema(schema);
    const validate = ajv.compile(schema);
    for (let i = 0; i < 3; i++) {
      const res = await server.request('GET', `/api/mock/api/${api.id}`);
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('x-mock-source')).toBe('schema');
      expect(validate(res.body), JSON.stringify(validate.errors)).toBe(true);
      expect(res.body.list.length).toBeLessThanOrEqual(MOCK_LIMITS.items);
      expect([...res.body.text].length).toBeLessThanOrEqual(MOCK_LIMITS.length);
    }
  });

  it('what a schema asks for is measured before anything is generated', () => {
    expect(patternLength('^\\d{3}-[a-z]{2,4}$')).toBe(8);
    expect(patternLength('^(ab|cde)+$')).toBe(300);
    expect(patternLength('^(((a{100}){100}){100}){100}$')).toBe(100 ** 4);
    expect(prepareSchema({ type: 'string', pattern: '^(((a{100}){100}){100}){100}$' })).toBeNull();
    expect(prepareSchema({ type: 'array', minItems: 3_000_000, items: { type: 'integer' } })).toBeNull();
    expect(prepareSchema({ type: 'object', minProperties: 1_000_000, additionalProperties: { type: 'string' } })).toBeNull();
    let deep: Record<string, unknown> = { type: 'integer' };
    for (let i = 0; i < 100; i++) deep = { type: 'object', properties: { a: deep } };
    expect(prepareSchema(deep)).toBeNull();
    // An ordinary schema is untouched: no bound added where it had none.
    const ordinary = { type: 'object', properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } };
    expect(prepareSchema(ordinary)).toEqual({ type: 'object', properties: { name: { type: 'string', zhMock: 'name' }, tags: { type: 'array', items: { type: 'string' } } } });
  });
});
