import { expect } from 'vitest';
import { buildApi, buildUser, type BuiltUser, unique } from '../../../__tests__/support/factories.js';
import type { TestServer } from '../../../__tests__/support/server.js';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Redis settings of a test gateway: the real Redis, keys of this run only. */
export const redisEnv = (prefix = unique('plans')) => ({ REDIS_URL, REDIS_PREFIX: `${prefix}:` });

export interface Subscribed {
  apiId: number;
  planId: number;
  creator: BuiltUser;
  caller: BuiltUser;
  key: string;
  keyId: number;
  subscriptionId: number;
}

/** A key of `who`, made through the real REST path. */
export async function makeKey(server: TestServer, who: BuiltUser): Promise<{ key: string; keyId: number }> {
  const res = await server.request('POST', '/api/user/apiKeys', { name: unique('k') }, who.headers);
  expect(res.body.code).toBe(200);
  return { key: res.body.data.key, keyId: res.body.data.apiKey.id };
}

/** A published API with one plan, and a caller subscribed to it with a fresh key (all through REST). */
export async function subscribed(
  server: TestServer,
  plan: Record<string, unknown>,
  api: { address?: string; apiId?: number; creator?: BuiltUser } = {},
): Promise<Subscribed> {
  const creator = api.creator ?? (await buildUser(server));
  const apiId = api.apiId ?? (await buildApi(server, { creator, address: api.address ?? 'builtin:uuid' })).id;
  const made = await server.request('POST', `/api/apis/${apiId}/plans`, { name: '免费版', nameEn: 'Free', ...plan }, creator.headers);
  expect(made.body.code, made.text).toBe(200);
  const caller = await buildUser(server);
  const { key, keyId } = await makeKey(server, caller);
  const sub = await server.request('POST', '/api/subscriptions', { apiId, planId: made.body.data.id, keyId }, caller.headers);
  expect(sub.body.code, sub.text).toBe(200);
  return { apiId, planId: made.body.data.id, creator, caller, key, keyId, subscriptionId: sub.body.data.id };
}

/** One open call with a key. */
export const callWith = (server: TestServer, apiId: number, key: string, lang = 'zh', path = '') =>
  server.request('GET', `/api/open/api/${apiId}${path}`, undefined, { 'x-api-key': key, 'accept-language': lang });

/** A gateway started with startServer, with the JSON request helper of a TestServer (no database of its own). */
export function withRequests(running: import('../../../server.js').Running): TestServer {
  const request: TestServer['request'] = async (method, urlPath, body, headers = {}) => {
    const res = await fetch(running.url + urlPath, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  };
  return {
    ...running,
    request,
    async graphql(query, variables, headers) {
      const res = await request('POST', '/graphql', { query, variables }, headers);
      return { status: res.status, ...(res.body as object) };
    },
  };
}
