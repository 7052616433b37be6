import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, buildUser, type BuiltUser } from '../../gateway/src/__tests__/support/factories.js';
import { startTestServer, type TestServer } from '../../gateway/src/__tests__/support/server.js';
import { ContractClient } from './support/openapi-contract.js';

/**
 * Issue #30 on the REST door: a listed API's waiting revision (`pendingRevision` of the creator's My API
 * answers) carries its classified changes as GraphQL does — each difference, breaking or not, with the rule
 * in zh and en — and every such answer matches the OpenAPI document.
 */
describe('REST pendingRevision with its classified changes', () => {
  let server: TestServer;
  let c: ContractClient;
  let creator: BuiltUser;

  beforeAll(async () => {
    server = await startTestServer();
    c = new ContractClient(server);
    await c.init();
    creator = await buildUser(server);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('PUT and the My API list show the revision’s changes, classified, as documented', async () => {
    const api = await buildApi(server, {
      creator,
      method: 'GET',
      parameters: [{ name: 'city', description: '城市', example: '北京' }],
      responseExample: '{"city":"北京","temp":3}',
    });
    // A method change and a removed parameter break callers; an added response field does not.
    const edited = await c.call(
      'PUT',
      `/api/apis/${api.id}`,
      { rqsType: 'POST', parameters: [], respose: '{"city":"北京","temp":3,"wind":"北风"}' },
      creator.headers,
    );
    expect(edited.body.code, edited.text).toBe(200);
    const expected = {
      status: 'PENDING',
      breaking: true,
      versionOverride: null,
      changes: expect.arrayContaining([
        { kind: 'method.changed', breaking: true, label: expect.any(String), labelEn: expect.any(String), target: null, before: 'GET', after: 'POST' },
        expect.objectContaining({ kind: 'param.removed', breaking: true, target: 'city' }),
        expect.objectContaining({ kind: 'response.field.added', breaking: false, target: '$.wind' }),
      ]),
    };
    expect(edited.body.data.pendingRevision).toMatchObject(expected);
    const list = await c.call('GET', '/api/system/api/author/getApiList', undefined, creator.headers);
    const listed = list.body.data.find((a: { apiid: number }) => a.apiid === api.id).pendingRevision;
    expect(listed).toMatchObject(expected);

    // The same list GraphQL gives, rule by rule.
    const gql = await server.graphql<{ myApis: Array<{ id: number; pendingRevision: { changes: Array<{ kind: string; breaking: boolean }> } }> }>(
      '{ myApis { id pendingRevision { changes { kind breaking } } } }',
      undefined,
      creator.headers,
    );
    const viaGraphql = gql.data!.myApis.find((a) => a.id === api.id)!.pendingRevision.changes;
    expect(listed.changes.map((x: { kind: string; breaking: boolean }) => ({ kind: x.kind, breaking: x.breaking }))).toEqual(viaGraphql);

    // A non-breaking change alone: listed, not breaking.
    const calm = await buildApi(server, { creator, responseExample: '{"a":1}' });
    const added = await c.call('PUT', `/api/apis/${calm.id}`, { respose: '{"a":1,"b":2}' }, creator.headers);
    expect(added.body.data.pendingRevision).toMatchObject({
      breaking: false,
      changes: [expect.objectContaining({ kind: 'response.field.added', breaking: false, target: '$.b', before: null })],
    });
  });
});
