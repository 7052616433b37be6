import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../__tests__/support/server.js';
import { ADMIN_PASSWORD, signIn, type Caller } from '../../authoring/__tests__/helpers.js';
import { buildUser } from '../../../__tests__/support/factories.js';
import { GRAPHQL_DESCRIPTIONS_ZH } from '../graphql-descriptions.zh.js';

type Field = { kind: string; name: string; auth: string; description: string; descriptionZh?: string };
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
      description: 'Releases an approved API with its rollout (gray or full) and stores the rollout thresholds.',
    });

    // Subscriptions too, under the guard checked before their stream opens.
    const subscription = (r: Role) => r.graphqlGrants.filter((f) => f.kind === 'subscription').map((f) => f.name);
    expect(subscription(visitor!)).toEqual(['apiChanged', 'callRecorded', 'commentAdded', 'systemMetrics']);
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

  it('describes every root field in English (the schema) and in Chinese (the reviewed table), one answer for either language', async () => {
    type Described = { name: string; description: string | null };
    type Root = { fields: Described[] };
    const intro = await server.graphql<{ __schema: { queryType: Root; mutationType: Root; subscriptionType: Root } }>(
      `{ __schema { queryType { fields { name description } } mutationType { fields { name description } }
         subscriptionType { fields { name description } } } }`,
    );
    const s = intro.data!.__schema;
    const schema = [
      ...s.queryType.fields.map((f) => ({ key: `query ${f.name}`, description: f.description })),
      ...s.mutationType.fields.map((f) => ({ key: `mutation ${f.name}`, description: f.description })),
      ...s.subscriptionType.fields.map((f) => ({ key: `subscription ${f.name}`, description: f.description })),
    ];

    const q = `{ roles { graphqlGrants { kind name description descriptionZh } } }`;
    const asked = async (lang: string) => {
      const res = await server.graphql<{ roles: Role[] }>(q, {}, { ...admin.headers, 'accept-language': lang });
      expect(res.errors).toBeUndefined();
      return res.data!.roles;
    };
    const zh = await asked('zh-CN');
    const listed = new Map(zh.flatMap((r) => r.graphqlGrants).map((f) => [`${f.kind} ${f.name}`, f]));

    // The schema is the English source: every root field has a description, and the screen shows it as is.
    expect(schema.filter((f) => !f.description?.trim()).map((f) => f.key)).toEqual([]);
    expect(schema.map((f) => listed.get(f.key)?.description)).toEqual(schema.map((f) => f.description));
    // Each has its Chinese: a new field without a line in graphql-descriptions.zh.ts fails here.
    const han = /\p{Script=Han}/u;
    expect(schema.filter((f) => !han.test(listed.get(f.key)?.descriptionZh ?? '')).map((f) => f.key)).toEqual([]);
    // ...and the table keeps no line for a field the schema no longer has.
    expect(Object.keys(GRAPHQL_DESCRIPTIONS_ZH).sort()).toEqual(schema.map((f) => f.key).sort());
    expect(listed.get('mutation publishApi')).toEqual({
      kind: 'mutation',
      name: 'publishApi',
      description: 'Releases an approved API with its rollout (gray or full) and stores the rollout thresholds.',
      descriptionZh: '以选定的发布方式（灰度或全量）发布已获批的接口，并保存流量策略阈值。',
    });
    expect(listed.get('subscription notificationAdded')?.descriptionZh).toBe(
      '实时推送调用方的每条新通知（令牌放在 connection_init 中）。',
    );

    // Both languages in one answer, whatever language asked: the screen switches language without asking again.
    expect(await asked('en')).toEqual(zh);
  });
});
