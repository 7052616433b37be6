import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.js';
import { DOMAIN_CODES } from '../errors.js';
import { startTestServer, type TestServer } from '../../__tests__/support/server.js';
import { buildUser, createDraft, type BuiltUser } from '../../__tests__/support/factories.js';

/**
 * Issue #33: stable domain codes beside the transport codes — GraphQL `extensions.reason` (next to
 * `extensions.code`), the REST envelope's `reason` (next to `code` and `message`, which stay as the
 * SPEC has them), and every error envelope of the OpenAPI document lists them.
 */
describe('domain error codes on both doors', () => {
  let server: TestServer;
  let creator: BuiltUser;
  let draft: number;

  beforeAll(async () => {
    server = await startTestServer();
    creator = await buildUser(server);
    draft = await createDraft(server, creator);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const en = (who?: BuiltUser) => ({ ...who?.headers, 'accept-language': 'en' });

  it('a missing API: NOT_FOUND / 404 with reason API_NOT_FOUND', async () => {
    const rest = await server.request('GET', '/api/api/details/999999', undefined, en());
    expect(rest.status).toBe(404);
    expect(rest.body).toMatchObject({ code: 404, data: null, reason: 'API_NOT_FOUND' });
    const gql = await server.graphql(`query { api(id: 999999) { id } }`, {}, en());
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'API_NOT_FOUND' });
  });

  it('a missing creator: reason CREATOR_NOT_FOUND (the client branches on it, not on the message)', async () => {
    const gql = await server.graphql(`query { creator(id: 999999) { id } }`, {}, en());
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'CREATOR_NOT_FOUND' });
  });

  it('a status change the status does not allow: reason STATUS_TRANSITION_NOT_ALLOWED', async () => {
    // A draft cannot be taken offline.
    const rest = await server.request('PUT', `/api/apis/${draft}/status`, { status: 0 }, en(creator));
    expect(rest.status).toBe(409);
    expect(rest.body).toMatchObject({ code: 409, data: null, reason: 'STATUS_TRANSITION_NOT_ALLOWED' });
    const gql = await server.graphql(`mutation { setApiStatus(id: ${draft}, status: 0) { published } }`, {}, en(creator));
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STATUS_TRANSITION_NOT_ALLOWED' });
  });

  it('refusals: LOGIN_REQUIRED for visitors, ADMIN_ROLE_REQUIRED for a creator on an admin path', async () => {
    const visitor = await server.request('GET', '/api/me', undefined, en());
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ code: 401, data: null, message: 'Please log in first', reason: 'LOGIN_REQUIRED' });
    const creatorOnAdmin = await server.request('GET', '/api/system/logs', undefined, en(creator));
    expect(creatorOnAdmin.body).toEqual({
      code: 40001,
      data: null,
      message: 'Administrator role required',
      reason: 'ADMIN_ROLE_REQUIRED',
    });
    const gql = await server.graphql(`query { users { total } }`, {}, en(creator));
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ROLE_REQUIRED' });
  });

  it('the OpenAPI document lists the codes on its error envelopes', () => {
    const doc = JSON.parse(readFileSync(path.join(repoRoot, 'schema/openapi.json'), 'utf8')) as {
      components: { schemas: { DomainCode: { enum: string[] } } };
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, { $ref?: string }> } }> }> }>>;
    };
    expect(doc.components.schemas.DomainCode.enum).toEqual(Object.keys(DOMAIN_CODES));
    const notFound = doc.paths['/api/api/details/{id}']!.get!.responses['404']!.content!['application/json']!.schema!;
    expect(notFound.properties?.reason?.$ref).toBe('#/components/schemas/DomainCode');
  });
});
