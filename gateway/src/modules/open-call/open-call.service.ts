import type { DataSource } from 'typeorm';
import { sqlOn } from '../../core/sql.js';
import { targetParamsStatement, targetStatement } from './api-target.reads.js';
import { AppError, type Lang } from '../../core/errors.js';
import { authorize, type Actor } from '../../core/policy.js';
import { openCallPolicy } from './open-call.policy.js';
import { ApiStatus } from '../catalog/api.entity.js';
import type { ApiKeyService, KeyOwner } from '../keys/api-key.service.js';
import type { QuotaService, QuotaTicket } from '../plans/quota.service.js';
import { BUILTIN_PREFIX, runBuiltin } from './builtins/index.js';
import type { CallStorageMaintenance } from './call-storage.js';

/** The address prefix of the platform's own APIs (`builtin:<name>`), for features that list them. */
export { BUILTIN_PREFIX };
/** How an answer of a third party (or a creator's sample answer) is served on our origin: the mock's too. */
export { sandboxOpenCallAnswer } from './answer-headers.js';
/** The read-through cache of what every call reads (the mock's APIs too): no call waits for a refresh. */
export { RefreshingCache } from './refreshing-cache.js';
import type { CallRecorder } from './call-recorder.js';
import { RefreshingCache } from './refreshing-cache.js';
import type { ReleaseView } from './traffic-policy.rules.js';
import type { TrafficPolicyService } from './traffic-policy.service.js';
import type { UpstreamClient } from './upstream-client.js';
import { effectiveTokenRule } from './token-rule.rules.js';
import type { OpenCallOutcome, Telemetry } from '../../ops/telemetry.js';
import { mockHeaders, type MockService } from '../mock/mock.service.js';
import { checkParams } from '../mock/mock-params.rules.js';
import { placeParams, placeRequest, valuesOfRequest, type LocatedParam } from './param-placement.rules.js';

export type OpenMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface OpenCallInput {
  apiId: number;
  method: OpenMethod;
  query: Record<string, unknown>;
  body: unknown;
  /** The caller's request headers: declared header and cookie parameters are read from them (issue #29). */
  headers?: Record<string, string | string[] | undefined>;
  /**
   * The tester's door: the parameters as one name → value map, each placed by its declared location
   * (query, path, header, cookie, body); `query` and `body` are then ignored.
   */
  values?: Record<string, unknown>;
  ip: string;
  userAgent: string;
  lang: Lang;
  userId: number | null;
  apiKey: string | undefined;
  /**
   * `performance.now()` when the gateway received the request: the recorded response time runs from
   * there (what the caller waited through the gateway), not only the upstream's share. Unset: the upstream's.
   */
  receivedAt?: number;
  /** Where the call came from, kept on its record: 'direct' (the REST open call) unless said; 'mcp'. */
  channel?: 'direct' | 'mcp';
  /** The version asked for (`Api-Version` header or `version` query parameter); unset: the latest stable. */
  version?: string;
  /** The caller's receipt (`X-Call-Receipt`), told over `callRecorded` once the call is recorded. */
  receipt?: string;
}

/** Versions (modules/versions): the version a call asked for, its address and its answer headers. */
export interface VersionGate {
  resolve(apiId: number, requested: string | undefined, lang: Lang): Promise<ServedVersion>;
  /** The older, still served version whose address is `address` (a gray release's stable side), if any. */
  servedAt(apiId: number, address: string, lang: Lang): Promise<ServedVersion | null>;
}

type ServedVersion = { name: string; latest: boolean; address: string; headers: Record<string, string>; sampled?: boolean };

/** Drift detection (modules/versions): told of each answer; samples a share off the request path. */
export interface AnswerSampler {
  offer(apiId: number, version: string, status: number, body: Buffer | string): void;
}

export interface OpenCallResult {
  status: number;
  contentType: string | undefined;
  body: Buffer | string;
  /**
   * The quota headers of a call counted against a subscription (RateLimit-Policy, RateLimit…) and the
   * version's (Api-Version; Deprecation, Sunset and Link for a deprecated one).
   */
  headers?: Record<string, string>;
}

/** What a call needs to know about its API; cached briefly so a call costs no query in the steady state. */
export interface ApiTarget {
  id: number;
  status: number;
  needToken: boolean;
  address: string;
  creatorId: number | null;
  name: string;
  /** `private` APIs: their history and comments are shown only to their creator and administrators. */
  visibility: string;
  /** Published as a prototype (原型): its calls are answered by the mock (issue #29). */
  prototype: boolean;
  /** The parameter table with each parameter's location (issue #29). */
  params: LocatedParam[];
}

const CACHE_MS = 1000;

/** The API_CHANGED id that announces a change of the platform's alarm/shutdown policies (no API has it). */
export const PLATFORM_POLICIES_CHANGED = 0;

const statusError = (status: number) => {
  switch (status) {
    case ApiStatus.Offline:
      return new AppError('SERVICE_UNAVAILABLE', {
        zh: '接口已下线，暂不可调用',
        en: 'This API is offline and cannot be called',
      });
    case ApiStatus.Disabled:
      return new AppError('SERVICE_UNAVAILABLE', { zh: '接口已被禁用', en: 'This API is disabled' });
    case ApiStatus.Updating:
      return new AppError('SERVICE_UNAVAILABLE', {
        zh: '接口更新中，暂不可调用',
        en: 'This API is being updated; calls are paused',
      });
    default:
      return new AppError('SERVICE_UNAVAILABLE', { zh: '接口尚未发布', en: 'This API is not published' });
  }
};

/** Flattens `a=1&a=2` to the last value's array form the way URLSearchParams expects. */
function toSearch(query: Record<string, unknown>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const item of Array.isArray(v) ? v : [v])
      if (item !== undefined && item !== null) sp.append(k, String(item));
  }
  return sp.toString();
}

/**
 * The open call (`/api/open/api/{id}`): check the API can be called, apply the token rule and the
 * traffic policies, answer from a built-in or the guarded upstream, then record the call.
 */
export class OpenCallService {
  private readonly targets = new RefreshingCache<number, ApiTarget | null>(
    (id) => this.loadTarget(id),
    CACHE_MS,
  );

  constructor(
    private readonly ds: DataSource,
    private readonly client: UpstreamClient,
    private readonly recorder: CallRecorder,
    private readonly keys: ApiKeyService,
    private readonly policies: TrafficPolicyService,
    /** Operator metrics (`/metrics`), when the server keeps them. */
    private readonly telemetry?: Pick<Telemetry, 'observeOpenCall' | 'openCallsInFlight'>,
    private readonly storage?: CallStorageMaintenance,
    /** Plans and quotas (modules/plans): a keyed call of an API with plans is counted against its subscription. */
    private readonly quota?: Pick<QuotaService, 'metering' | 'subscription' | 'reserve'>,
    /** The mock, which answers a published prototype's calls (never charged, recorded as mock). */
    private readonly mock?: Pick<MockService, 'answer'>,
  ) {}

  /** Versions and drift sampling (modules/versions), set by the composition root. */
  versions?: VersionGate;
  drift?: AnswerSampler;

  /** The API a call needs, from the cache (see RefreshingCache for how fresh). */
  target(apiId: number): Promise<ApiTarget | null> {
    return this.targets.get(apiId);
  }

  private async loadTarget(apiId: number): Promise<ApiTarget | null> {
    const r = await sqlOn(this.ds).first(targetStatement, [apiId]);
    const params: LocatedParam[] = r ? await sqlOn(this.ds).all(targetParamsStatement, [apiId]) : [];
    // Unknown ids are cached too: a scan of ids must not turn into queries.
    return r
      ? {
          id: r.id,
          status: r.status,
          needToken: r.need_token,
          address: r.address,
          creatorId: r.creator_id,
          name: r.name,
          visibility: r.visibility,
          prototype: r.prototype,
          params,
        }
      : null;
  }

  /**
   * Graceful stop, after the HTTP server stopped taking calls and before the database closes:
   * finish policy verdicts, write every buffered call record, close upstream sockets.
   */
  async stop(): Promise<void> {
    await this.changes?.return?.();
    await this.policies.settle();
    await this.recorder.stop();
    await this.storage?.stop();
    this.client.close();
  }

  private changes: AsyncIterator<{ apiId: number }> | undefined;

  /** Forgets each API announced as changed (by any gateway, through the shared pubsub). */
  follow(changes: AsyncIterable<{ apiId: number }>): void {
    const it = changes[Symbol.asyncIterator]();
    this.changes = it;
    void (async () => {
      for (let next = await it.next(); !next.done; next = await it.next()) {
        if (next.value.apiId === PLATFORM_POLICIES_CHANGED) {
          this.policies.invalidatePlatform();
          continue;
        }
        this.invalidate(next.value.apiId);
        this.policies.invalidate(next.value.apiId);
      }
    })();
  }

  /** Forget a cached API (its status or address changed). */
  invalidate(apiId: number): void {
    this.targets.invalidate(apiId);
  }

  /** The rollout as the proxy applies it, read afresh (the administrators' view). */
  async release(actor: Actor, apiId: number): Promise<ReleaseView> {
    const api = await this.freshTarget(apiId);
    authorize(actor, openCallPolicy.readOperations, api);
    return this.policies.release(apiId, api.address);
  }

  /** After how many healthy gray calls a gray release promotes itself to full; returns the rollout. */
  async setGrayPromotion(actor: Actor, apiId: number, calls: number): Promise<ReleaseView> {
    authorize(actor, openCallPolicy.setGrayPromotion);
    const api = await this.freshTarget(apiId);
    await this.policies.setPromoteAfter(apiId, calls);
    return this.policies.release(apiId, api.address);
  }

  private async freshTarget(apiId: number): Promise<ApiTarget> {
    this.invalidate(apiId);
    const api = await this.target(apiId);
    if (!api) throw new AppError('NOT_FOUND', { zh: '接口不存在', en: 'API not found' }, { reason: 'API_NOT_FOUND' });
    return api;
  }

  async call(input: OpenCallInput): Promise<OpenCallResult> {
    const found = await this.target(input.apiId);
    if (found?.prototype && found.status === ApiStatus.Published && this.mock) {
      // No upstream yet: the mock answers, marked as one, free and outside the statistics.
      return this.mock.answer({ ...input, viewer: null, userId: input.userId, prototype: true }).catch((err: unknown) => {
        // The mock's refusals (a parameter, its rate limit) are marked as the mock's too.
        if (err instanceof AppError) Object.assign(err, { mockHeaders: mockHeaders() });
        throw err;
      });
    }
    let prepared: Awaited<ReturnType<OpenCallService['prepare']>>;
    try {
      prepared = await this.prepare(found, input);
    } catch (err) {
      this.telemetry?.observeOpenCall('refused');
      throw err;
    }
    const { api, userId, route, ticket, version } = prepared;
    const started = performance.now();
    let status = 502;
    let outcome: OpenCallOutcome = 'unreachable';
    this.telemetry?.openCallsInFlight.inc();
    try {
      const result = await this.dispatch(api, route.address, input);
      status = result.status;
      outcome = status < 400 ? 'ok' : 'upstream_error';
      if (version && version.sampled !== false) this.drift?.offer(api.id, version.name, status, result.body);
      const headers = { ...version?.headers, ...ticket?.headers };
      return Object.keys(headers).length ? { ...result, headers } : result;
    } catch (err) {
      status = err instanceof AppError ? (err.code === 'GATEWAY_TIMEOUT' ? 504 : 502) : 500;
      if (status === 504) outcome = 'timeout';
      if (version && err instanceof Error) Object.assign(err, { versionHeaders: version.headers });
      throw err;
    } finally {
      const elapsed = performance.now() - started;
      this.telemetry?.openCallsInFlight.dec();
      this.telemetry?.observeOpenCall(outcome, {
        kind: route.address.startsWith(BUILTIN_PREFIX) ? 'builtin' : 'remote',
        ms: elapsed,
      });
      // To the microsecond: a built-in answers in well under a millisecond. The history shows the time
      // through the gateway (checks, token rule and upstream); the policies judge the upstream's share.
      const upstreamMs = Math.max(0, Math.round(elapsed * 1000) / 1000);
      const waited = input.receivedAt === undefined ? elapsed : performance.now() - input.receivedAt;
      const responseTimeMs = Math.max(upstreamMs, Math.round(waited * 1000) / 1000);
      // Only a 2xx of the upstream counts against the quota; anything else gives the reservation back.
      ticket?.finish(status, responseTimeMs);
      this.recorder.record({
        apiId: api.id,
        responseTimeMs,
        requestIp: input.ip,
        success: status < 400,
        status,
        userId,
        requestedAt: new Date(),
        channel: input.channel,
        version: version?.name ?? null,
        receipt: input.receipt,
      });
      this.policies.observe(api, route, status, upstreamMs, userId !== null ? `u:${userId}` : `ip:${input.ip}`);
    }
  }

  /** Everything before the upstream: the API, its status, attack protection, the token rule, the route. */
  private async prepare(api: ApiTarget | null, input: OpenCallInput) {
    if (!api) throw new AppError('NOT_FOUND', { zh: '接口不存在', en: 'API not found' }, { reason: 'API_NOT_FOUND' });
    if (api.status !== ApiStatus.Published) throw statusError(api.status);
    // The version first: an unknown one is a 404, one past its sunset a 410 naming its successor.
    const version = this.versions ? await this.versions.resolve(api.id, input.version, input.lang) : null;
    try {
      return await this.admit(api, input, version);
    } catch (err) {
      // A refusal of a deprecated version's call still says so (Deprecation, Sunset, Link: every answer).
      if (version && err instanceof Error) Object.assign(err, { versionHeaders: version.headers });
      throw err;
    }
  }

  private async admit(api: ApiTarget, input: OpenCallInput, version: ServedVersion | null) {
    await this.policies.limit(api.id, input.ip);
    // The stricter of the publish config's token rule and the API's isneedtoken (README: Token rule).
    const rule = effectiveTokenRule((await this.policies.policy(api.id)).tokenRule, api.needToken);
    let userId = input.userId;
    let key: KeyOwner | null | undefined;
    if (rule === 'api-key-only') {
      // Only a valid key opens it; the call is counted for the key's owner.
      key = input.apiKey ? await this.keys.resolveKey(input.apiKey) : null;
      userId = key?.userId ?? null;
      if (userId === null) {
        throw new AppError('UNAUTHENTICATED', {
          zh: '该接口仅接受 API Key（X-API-Key），登录令牌不能调用',
          en: 'This API accepts an API key (X-API-Key) only; a sign-in token is not enough',
        });
      }
    } else if (rule === 'token-or-key' && userId === null) {
      key = input.apiKey ? await this.keys.resolveKey(input.apiKey) : null;
      userId = key?.userId ?? null;
      if (userId === null) {
        throw new AppError('UNAUTHENTICATED', {
          zh: '该接口需要登录令牌或 API Key',
          en: 'This API needs a sign-in token (Bearer) or an API key (X-API-Key)',
        });
      }
    }
    // An older version is served from its own address; the latest follows the API's rollout.
    const route = version && !version.latest ? { address: version.address, gray: false } : await this.policies.route(api, userId, input.ip);
    // A gray release's stable side may be an older version's address: the answer, the record and drift
    // name the version actually served (or drift skips it when no version owns the address).
    if (version?.latest && version.address && route.address !== version.address) {
      const served = await this.versions!.servedAt(api.id, route.address, input.lang);
      version = served ?? { ...version, sampled: false };
    }
    // The parameter table, as the mock checks it: every required one present, every given one of its type.
    checkParams(api.params, this.values(api, input));
    return { api, userId, route, version, ticket: await this.meter(api.id, input.apiKey, key, rule === 'api-key-only') };
  }

  /**
   * A call with a key, of an API with plans, is counted against that key's subscription to the API:
   * reserved here (or refused: 429 past the quota), finished with the upstream's status.
   */
  private async meter(
    apiId: number,
    apiKey: string | undefined,
    known: KeyOwner | null | undefined,
    keyOnly: boolean,
  ): Promise<QuotaTicket | undefined> {
    if (!this.quota || !apiKey) return undefined;
    const metering = await this.quota.metering(apiId);
    if (!metering.plans) return undefined;
    const key = known === undefined ? await this.keys.resolveKey(apiKey) : known;
    if (!key) return undefined;
    const sub = await this.quota.subscription(key.keyId, apiId);
    // A request waiting for approval is not yet a subscription: the call is not metered.
    if (sub && sub.status !== 'pending') return this.quota.reserve(sub);
    if (keyOnly && metering.requiresSubscription) {
      throw new AppError('UNAUTHENTICATED', {
        zh: sub ? '该接口需要订阅：你的订阅申请尚待创作者批准' : '该接口需要订阅：请先在接口详情页为这个 API Key 订阅套餐',
        en: sub
          ? 'This API needs a subscription: yours is waiting for the creator’s approval'
          : 'This API needs a subscription: subscribe this API key to a plan on the API’s page first',
      });
    }
    return undefined;
  }

  /** Each parameter's value: the tester's map, or read from the caller's request by location. */
  private values(api: ApiTarget, input: OpenCallInput): Record<string, unknown> {
    return input.values ?? valuesOfRequest(api.params, { method: input.method, query: input.query, body: input.body, headers: input.headers });
  }

  private async dispatch(api: ApiTarget, address: string, input: OpenCallInput): Promise<OpenCallResult> {
    if (address.startsWith(BUILTIN_PREFIX)) {
      const params = this.values(api, input);
      const answer = await runBuiltin(address.slice(BUILTIN_PREFIX.length), {
        params,
        ip: input.ip,
        userAgent: input.userAgent,
        lang: input.lang,
      });
      if (!answer) {
        throw new AppError('BAD_GATEWAY', {
          zh: '未知的内置接口',
          en: `Unknown built-in upstream ${address}`,
        });
      }
      return {
        status: answer.status,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify(answer.body),
      };
    }
    // Each parameter where its location says: path into the address, header and cookie on the request.
    const placed = input.values
      ? placeParams(api.params, input.values, input.method, address)
      : placeRequest(api.params, { method: input.method, query: input.query, body: input.body, headers: input.headers }, address);
    const body = 'rawBody' in placed ? placed.rawBody : placed.body;
    let url: URL;
    try {
      url = new URL(placed.address);
    } catch {
      throw new AppError('BAD_GATEWAY', {
        zh: '接口的上游地址无效',
        en: 'The API has an invalid upstream address',
      });
    }
    const search = toSearch(placed.query);
    if (search) url.search = url.search ? `${url.search}&${search}` : search;
    const res = await this.client.call({
      url,
      method: input.method,
      body: input.method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
      headers: { accept: 'application/json, */*;q=0.8', 'user-agent': 'API-Market-Gateway/1.0', ...placed.headers },
    });
    return { status: res.status, contentType: res.contentType, body: res.body };
  }
}
