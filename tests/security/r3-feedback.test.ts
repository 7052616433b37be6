import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProblemType } from '../../gateway/src/__tests__/support/factories.js';
import { postForm } from '../../gateway/src/modules/feedback/__tests__/support.js';
import { insertApi, newCreator, startSecurityServer, type Caller, type TestServer } from './support.js';

/**
 * r3: public feedback names an API by id. A private API or a draft answers exactly as a missing id to
 * visitors and other creators on both doors (no probing which hidden ids exist, no reports written onto
 * someone's hidden API); its creator may still report on it.
 */
describe('r3 feedback: the API a report names follows the visibility rule', () => {
  let server: TestServer;
  let owner: Caller;
  let other: Caller;
  let priv: number;
  let draft: number;
  let problemType: number;
  const MISSING = 999_999_999;

  beforeAll(async () => {
    server = await startSecurityServer();
    owner = await newCreator(server, 'r3fo');
    other = await newCreator(server, 'r3fx');
    priv = await insertApi(server, 'https://example.com/r3-private', { owner, visibility: 'private' });
    draft = await insertApi(server, 'https://example.com/r3-draft', { owner, status: -1 });
    problemType = (await buildProblemType(server)).id;
  });
  afterAll(async () => server?.stop());

  const form = (apiId: number) => ({ problemType: String(problemType), summary: '接口返回错误', contact: 'r3@example.com', apiId: String(apiId) });
  const count = async () => ((await server.ds.query(`SELECT count(*)::int AS n FROM feedback`)) as Array<{ n: number }>)[0]!.n;

  it('visitors and other creators: a hidden API answers as a missing one (REST and GraphQL), nothing stored', async () => {
    const before = await count();
    for (const id of [priv, draft]) {
      for (const who of [{}, other.headers]) {
        const headers = { ...who, 'x-lang': 'en' };
        const hidden = await server.request('POST', '/api/submitFeedback', form(id), headers);
        const missing = await server.request('POST', '/api/submitFeedback', form(MISSING), headers);
        expect({ status: hidden.status, code: hidden.body.code, message: hidden.body.message }).toEqual({
          status: missing.status,
          code: missing.body.code,
          message: missing.body.message,
        });
        expect(hidden.status).toBe(404);
        const gql = await server.graphql(
          `mutation($input: SubmitFeedbackInput!) { submitFeedback(input: $input) { id } }`,
          { input: { problemType, summary: '接口返回错误', contact: 'r3@example.com', apiId: id } },
          headers,
        );
        expect(gql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
    }
    expect(await count()).toBe(before);
  });

  it('the creator reports on their own private API', async () => {
    const mine = await server.request('POST', '/api/submitFeedback', form(priv), owner.headers);
    expect(mine.body.code).toBe(200);
    expect(mine.body.data.apiId).toBe(priv);
  });
});

describe('r3 feedback: the multipart form follows the input guard’s text rule', () => {
  let server: TestServer;
  let problemType: number;
  beforeAll(async () => {
    server = await startSecurityServer();
    problemType = (await buildProblemType(server)).id;
  });
  afterAll(async () => server?.stop());

  it('a NUL in a form field is a 400 naming the field, as the JSON door answers, and costs no accepted-feedback budget', async () => {
    const base = { problemType: String(problemType), summary: '页面打不开了', contact: 'r3@example.com' };
    for (const field of ['description', 'summary', 'userId'] as const) {
      const form = await postForm(server, { ...base, [field]: `前\u0000后${field === 'summary' ? '一二三' : ''}` }, [], { 'x-lang': 'en' });
      const json = await server.request('POST', '/api/submitFeedback', { ...base, [field]: `前\u0000后` }, { 'x-lang': 'en' });
      expect(form.status, field).toBe(400);
      expect(form.body.message).toBe(`Invalid request: body.${field} contains a NUL character, invalid Unicode or is nested too deep`);
      expect(json.body.message).toBe(form.body.message);
    }
    // RATE_LIMIT_FEEDBACK_IP (5 accepted per 10 min): the refused forms above took none of it.
    for (let i = 0; i < 5; i++) {
      const ok = await postForm(server, { ...base, summary: `第${i}次页面打不开` });
      expect(ok.status, `accepted #${i + 1}`).toBe(200);
    }
  });
});
