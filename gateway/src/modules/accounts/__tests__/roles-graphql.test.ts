import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';
import { buildUser } from '../../../__tests__/support/factories.js';

type Field = { kind: string; name: string; auth: string; description: string };
type Role = { role: string; total: number; grants: unknown[]; graphqlGrants: Field[] };

describe('the role screen lists the GraphQL operations each role may use', () => {
  let server: TestServer;
  let admin: Caller;
  beforeAll(async () => {
    server = await startTestServer({ ADMIN_PASSWORD });
    admin = await signIn(server, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('names every query, mutation and subscription of the served schema once, under the role its access class gives', async () => {
    const res = await server.graphql<{ roles: Role[] }>(
      `{ roles { role total grants { path } graphqlGrants { kind name auth description } } }`,
      {},
      admin.headers,
    );
    expect(res.errors).toBeUndefined();
    const [visitor, user, adm] = res.data!.roles;
    const names = (r: Role) => r.graphqlGrants.map((f) => f.name);
    expect(names(visitor!)).toEqual(expect.arrayContaining(['apis', 'login', 'register']));
    expect(names(user!)).toEqual(expect.arrayContaining(['createApi', 'myApis', 'createApiKey']));
    expect(names(adm!)).toEqual(expect.arrayContaining(['publishApi', 'roles', 'platformDefaults', 'createPolicy']));
    expect(names(user!)).not.toContain('publishApi');
    expect(names(visitor!)).not.toContain('me');
    expect(adm!.graphqlGrants.find((f) => f.name === 'publishApi')).toMatchObject({
      kind: 'mutation',
      auth: 'admin',
      description: 'Stores the rollout thresholds and publishes the API.',
    });

    // Subscriptions too, under the guard checked before their stream opens.
    const subscription = (r: Role) => r.graphqlGrants.filter((f) => f.kind === 'subscription').map((f) => f.name);
    expect(subscription(visitor!)).toEqual(['commentAdded', 'systemMetrics']);
    expect(subscription(user!)).toEqual(['notificationAdded']);
    expect(subscription(adm!)).toEqual(['activityLog', 'interfaceAlertRaised']);

    // Exactly the schema's root fields (introspected from the same server), each in one role.
    type Fields = { fields: Array<{ name: string }> };
    const intro = await server.graphql<{
      __schema: { queryType: Fields; mutationType: Fields; subscriptionType: Fields };
    }>(`{ __schema { queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } } } }`);
    const schema = [
      ...intro.data!.__schema.queryType.fields.map((f) => `query ${f.name}`),
      ...intro.data!.__schema.mutationType.fields.map((f) => `mutation ${f.name}`),
      ...intro.data!.__schema.subscriptionType.fields.map((f) => `subscription ${f.name}`),
    ].sort();
    const listed = res.data!.roles.flatMap((r) => r.graphqlGrants.map((f) => `${f.kind} ${f.name}`)).sort();
    expect(listed).toEqual(schema);

    // Each role inherits the one below it, REST and GraphQL counted together.
    const own = (r: Role) => r.grants.length + r.graphqlGrants.length;
    expect(visitor!.total).toBe(own(visitor!));
    expect(user!.total).toBe(visitor!.total + own(user!));
    expect(adm!.total).toBe(user!.total + own(adm!));

    // What the screen says is what the guards do: a creator is refused an admin field, a visitor a user one.
    const creator = await buildUser(server);
    const q = `{ platformDefaults { offThreshold } }`;
    expect((await server.graphql(q, {}, creator.headers)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await server.graphql(`{ me { account } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
