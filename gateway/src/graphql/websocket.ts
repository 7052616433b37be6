import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type {
  DocumentNode,
  GraphQLError as GraphQLErrorType,
  GraphQLFormattedError,
  GraphQLSchema,
} from 'graphql';
import type { ConnectionInitMessage, Context as WsContext } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../config.js';
import type { AuthUser } from '../core/auth-user.js';
import type { Lang } from '../core/errors.js';
import type { GraphQLContext } from './context.js';
import { localize, makeFormatError } from './format-error.js';
import { graphqlCjs } from './graphql-cjs.js';
import { operationCost, queryLimitRules } from './query-limits.js';
import { createSubscriptionFanout } from './subscription-fanout.js';

const { GraphQLError, getOperationAST, parse, specifiedRules, validate } = graphqlCjs;

/** The operation's cost, or 0 when its variables do not fit it (execution then reports them). */
function safeCost(schema: GraphQLSchema, document: DocumentNode, variables?: Record<string, unknown>, name?: string): number {
  try {
    return operationCost(schema, document, variables, name);
  } catch {
    return 0;
  }
}
type GraphQLError = GraphQLErrorType;

function withCode(e: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(e.message, {
    nodes: e.nodes,
    source: e.source,
    positions: e.positions,
    extensions: { ...e.extensions, code },
  });
}

export interface GraphQLWebSocket {
  wss: WebSocketServer;
  /** Distinct shared subscription executions running now (one per distinct query of WS_SHARED_FIELDS). */
  sharedExecutions(): number;
  /**
   * Operations started since the server started (each subscription that passed onSubscribe and is running);
   * with `userId`, only those of sockets signed in as that user (other tabs' operations left out).
   */
  operationsStarted(userId?: number): number;
  /** Open connections and the subscriptions running on them (for /metrics). */
  counts(): { connections: number; subscriptions: number };
  /** Closes every socket signed in as this user (4403): a disabled account's token stops here too. */
  dropUser(userId: number): void;
  close(): Promise<void>;
}

/** Largest client message (a subscribe document with its variables); bigger frames close the socket (1009). */
export const WS_MAX_PAYLOAD = 64 * 1024;
/** Server ping every 12 s; a client that has not answered by the next ping is dropped. */
export const WS_KEEP_ALIVE_MS = 12_000;
/** The client must send connection_init within this time. */
export const WS_INIT_TIMEOUT_MS = 5_000;
/** Operations one connection may run at once. */
export const WS_MAX_SUBSCRIPTIONS = 32;
/**
 * Subscription fields executed once per tick for all subscribers (same query → same result): their
 * results must not depend on the caller. The host's system metrics are the same for everyone.
 */
export const WS_SHARED_FIELDS = ['systemMetrics'];

/** A websocket's sign-in, checked again while the socket is open (see `endedSessions`). */
export interface WsSession {
  userId: number;
  jti: string;
  epoch: number;
  role: 'ADMIN' | 'USER';
  expiresAt: Date;
}

/** How often each gateway checks the sign-ins of its open websockets (ended sessions close within 1 s). */
export const WS_SESSION_CHECK_MS = 500;

type Extra = {
  request: IncomingMessage;
  socket: WebSocket;
  /** Set by connection_init: the caller, or null for a visitor. */
  user?: AuthUser | null;
  session?: WsSession;
};

/**
 * Same origin (the Host the browser connected to, or the proxy's X-Forwarded-Host when proxies are
 * trusted) or one of WS_ALLOWED_ORIGINS. Non-browser clients send no Origin and are let through: the
 * check protects browsers' ambient credentials, and tokens travel in connection_init anyway.
 */
export function originAllowed(
  req: IncomingMessage,
  allowList: string[],
  trustProxy: Config['trustProxy'] = false,
): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowList.includes(origin)) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false; // "null" (sandboxed frames, file://) or garbage
  }
  if (host === req.headers.host) return true;
  const forwarded = req.headers['x-forwarded-host'];
  return Boolean(trustProxy) && typeof forwarded === 'string' && forwarded.split(',')[0]!.trim() === host;
}

/**
 * connection_init `{ token }` (or `{ Authorization: 'Bearer …' }`, or the upgrade request's Authorization
 * header) → the caller, verified by the accounts module (the composition root passes its check). Public
 * topics need no token; admin-only resolvers check `ctx.user`.
 * A missing, forged or expired token leaves a visitor, as on REST: a stale token in the browser must
 * not break the public monitor (a refused socket would only be retried by the client).
 */
export type ConnectionUser = (
  params: ConnectionInitMessage['payload'],
  req: IncomingMessage,
) => Promise<{ user: AuthUser; session: WsSession } | null>;

/** Which of these sign-ins have ended (signed out, expired, password or role changed, disabled). */
export type EndedSessions = (sessions: readonly WsSession[]) => Promise<boolean[]>;

/** graphql-ws on the HTTP server's `/graphql` path, beside Apollo's HTTP handler. */
export function attachGraphQLWebSocket(
  server: Server,
  schema: GraphQLSchema,
  config: Config,
  context: (req: IncomingMessage) => GraphQLContext,
  connectionUser: ConnectionUser,
  log: (err: unknown) => void = () => {},
  endedSessions?: EndedSessions,
): GraphQLWebSocket {
  // noServer: ws would re-emit the HTTP server's errors (EADDRINUSE at listen) and graphql-ws print
  // them as "Internal error emitted on the WebSocket server"; the server reports those itself.
  const wss = new WebSocketServer({
    noServer: true,
    path: '/graphql',
    maxPayload: WS_MAX_PAYLOAD,
    // A foreign page is refused before the upgrade: 403, no socket.
    verifyClient: (
      { req }: { req: IncomingMessage },
      done: (ok: boolean, code?: number, message?: string) => void,
    ) =>
      originAllowed(req, config.wsAllowedOrigins, config.trustProxy)
        ? done(true)
        : done(false, 403, 'Origin not allowed'),
  });
  const formatError = makeFormatError(log);
  const format = (errors: readonly GraphQLError[], lang: Lang): GraphQLFormattedError[] =>
    errors.map((e) => localize(formatError(e.toJSON(), e, lang), lang));
  const langOf = (ctx: WsContext<Record<string, unknown>, Extra>) => context(ctx.extra.request).lang;

  const fanout = createSubscriptionFanout(WS_SHARED_FIELDS);
  const live = new Set<WsContext<Record<string, unknown>, Extra>>();
  let operationsStarted = 0;
  const startedByUser = new Map<number, number>();
  const disposable = useServer<Record<string, unknown>, Extra>(
    {
      schema,
      subscribe: fanout.subscribe,
      connectionInitWaitTimeout: WS_INIT_TIMEOUT_MS,
      onClose: (ctx) => {
        live.delete(ctx);
      },
      onConnect: async (ctx) => {
        live.add(ctx);
        const signedIn = await connectionUser(ctx.connectionParams, ctx.extra.request);
        ctx.extra.user = signedIn?.user ?? null;
        ctx.extra.session = signedIn?.session;
        return true;
      },
      context: (ctx) => ({ ...context(ctx.extra.request), user: ctx.extra.user ?? null }),
      // Parse and validate here (graphql-ws would close the socket with 4500 on a syntax error) and keep
      // writes off this door: mutations go over HTTP, through its hooks and rate limits.
      onSubscribe: (ctx, _id, payload) => {
        const lang = langOf(ctx);
        const refuse = (zh: string, en: string, code: string) => [
          new GraphQLError(lang === 'zh' ? zh : en, { extensions: { code } }),
        ];
        if (Object.keys(ctx.subscriptions).length > WS_MAX_SUBSCRIPTIONS) {
          return refuse(
            `每个连接最多 ${WS_MAX_SUBSCRIPTIONS} 个订阅`,
            `At most ${WS_MAX_SUBSCRIPTIONS} subscriptions per connection`,
            'TOO_MANY_REQUESTS',
          );
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: config.graphql.maxTokens });
        } catch (err) {
          return [withCode(err as GraphQLError, 'GRAPHQL_PARSE_FAILED')];
        }
        // The HTTP door's limits: aliases and depth while validating, then the cost with the variables.
        const invalid = validate(schema, document, [...specifiedRules, ...queryLimitRules(config.graphql)]);
        if (invalid.length) return invalid.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'));
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation === 'mutation') {
          return refuse(
            'WebSocket 不接受变更，请使用 HTTP POST /graphql',
            'Mutations are not accepted over the WebSocket; send them to POST /graphql',
            'BAD_USER_INPUT',
          );
        }
        const cost = safeCost(schema, document, payload.variables ?? undefined, payload.operationName ?? undefined);
        if (cost > config.graphql.maxCost) {
          return refuse(
            `查询开销 ${cost} 超过上限 ${config.graphql.maxCost}`,
            `Query cost ${cost} exceeds the limit of ${config.graphql.maxCost}`,
            'BAD_USER_INPUT',
          );
        }
        return { schema, document, operationName: payload.operationName, variableValues: payload.variables };
      },
      onOperation: (ctx) => {
        operationsStarted++;
        const userId = ctx.extra.user?.id;
        if (userId !== undefined) {
          // Bounded: a count per signed-in user, for tests and diagnostics, not a record of everyone.
          if (startedByUser.size >= 10_000 && !startedByUser.has(userId)) startedByUser.clear();
          startedByUser.set(userId, (startedByUser.get(userId) ?? 0) + 1);
        }
        return undefined;
      },
      // The same error shapes as the HTTP door: AppError codes and the caller's language.
      onNext: (ctx, _id, _payload, _args, result) => {
        if (!result.errors?.length) return undefined;
        return { ...result, errors: format(result.errors, langOf(ctx)) } as never;
      },
      // Refusals from onSubscribe carry their code already; errors with a cause go through the mapper.
      onError: (ctx, _id, _payload, errors) =>
        errors.some((e) => e.originalError) ? format(errors, langOf(ctx)) : errors.map((e) => e.toJSON()),
    },
    wss,
    WS_KEEP_ALIVE_MS,
  );
  // Every open sign-in is checked against the database twice a second, on every gateway: a sign-out,
  // an expiry, a password or role change or a disabled account closes its sockets with 4401 within 1 s.
  let checking = false;
  const sweep = setInterval(() => {
    if (checking || !endedSessions) return;
    const signedIn = [...live].filter((c) => c.extra.session);
    if (!signedIn.length) return;
    checking = true;
    endedSessions(signedIn.map((c) => c.extra.session!))
      .then((ended) =>
        ended.forEach((gone, i) => {
          if (gone) signedIn[i]!.extra.socket.close(4401, 'Session ended: sign in again');
        }),
      )
      // A database outage closes nothing: the sockets are checked again once it answers.
      .catch(() => undefined)
      .finally(() => (checking = false));
  }, WS_SESSION_CHECK_MS);
  sweep.unref();
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  server.on('upgrade', onUpgrade);
  // ws itself closes a socket on a protocol violation (oversized frame 1009, bad frame 1002) and then
  // emits 'error'; graphql-ws would print each one as an internal error, so a client could fill the log.
  wss.on('connection', (socket: WebSocket) => {
    socket.removeAllListeners('error');
    socket.on('error', () => undefined);
  });
  return {
    wss,
    sharedExecutions: () => fanout.executions,
    operationsStarted: (userId?: number) => (userId === undefined ? operationsStarted : (startedByUser.get(userId) ?? 0)),
    counts: () => {
      let subscriptions = 0;
      for (const ctx of live) subscriptions += Object.keys(ctx.subscriptions).length;
      return { connections: wss.clients.size, subscriptions };
    },
    dropUser(userId: number) {
      // 4403 Forbidden (graphql-ws's code): the account may no longer use its token here either.
      for (const ctx of live) if (ctx.extra.user?.id === userId) ctx.extra.socket.close(4403, 'Forbidden');
    },
    async close() {
      // 1001 Going Away: clients reconnect to another gateway (or to this one after a restart).
      server.off('upgrade', onUpgrade);
      clearInterval(sweep);
      for (const client of wss.clients as Set<WebSocket>) client.close(1001, 'Server shutting down');
      await disposable.dispose();
    },
  };
}
