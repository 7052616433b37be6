import createClient from 'openapi-fetch';
import { createClient as createWsClient } from 'graphql-ws';

/**
 * The examples of /docs/websocket and /docs/sdk that can run in the page (#34): each one does in the
 * browser what its code does in a terminal — the same requests, frames and subscription against this
 * gateway, printing the lines the code prints. (The code itself is checked in a terminal by
 * tests/contract/docs-examples.test.ts; tests/e2e/docs-pages.test.ts presses these Run buttons.)
 * Python, Java and the generators need a terminal; the page says so instead of pretending.
 */
export interface RunContext {
  /** This page's origin (the examples' {{BASE}}). */
  base: string;
  /** The reader's token, when signed in. */
  token: string | null;
  /** The API the examples with $API_ID call. */
  apiId: number;
  /** A line of output, as the code would print it. */
  print: (line: string) => void;
  /** Aborted when the reader stops the run or leaves the page. */
  signal: AbortSignal;
}

export interface BrowserRun {
  /** It writes (an API key is created): the page asks once more before it runs. */
  writes?: boolean;
  /** It needs the reader signed in (their token stands for $TOKEN). */
  needsToken?: boolean;
  run: (ctx: RunContext) => Promise<void>;
}

const envelope = (text: string) => {
  try {
    return JSON.parse(text) as { code?: number; data?: unknown; message?: string };
  } catch {
    return null;
  }
};

/** curl -s prints the body as it came. */
async function curl(ctx: RunContext, path: string, init: RequestInit = {}): Promise<string> {
  const res = await fetch(`${ctx.base}${path}`, { ...init, signal: ctx.signal });
  return res.text();
}

const wsUrl = (base: string) => `${base.replace(/^http/, 'ws')}/graphql`;

/** ws-client: two ticks of systemMetrics over graphql-ws, then stop. */
const wsClient: BrowserRun = {
  run: (ctx) =>
    new Promise<void>((resolve, reject) => {
      const client = createWsClient({ url: wsUrl(ctx.base), connectionParams: { token: ctx.token ?? '' }, lazy: true, retryAttempts: 0 });
      const query = 'subscription { systemMetrics { cpu { usage coreCount } memory { used total } timestamp } }';
      let ticks = 0;
      const end = (error?: unknown) => {
        stop();
        void client.dispose();
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve();
      };
      const stop = client.subscribe<{ systemMetrics: { timestamp: string; cpu: { coreCount: number } } }>(
        { query },
        {
          next: ({ data }) => {
            if (!data) return;
            ctx.print(`tick ${data.systemMetrics.timestamp} cpu ${data.systemMetrics.cpu.coreCount} cores`);
            if (++ticks === 2) end();
          },
          error: (err) => end(err instanceof CloseEvent ? new Error(`${err.code} ${err.reason}`) : err),
          complete: () => end(),
        },
      );
      ctx.signal.addEventListener('abort', () => end());
    }),
};

/** ws-frames: the frames of the example, sent on a bare WebSocket, each printed as it goes and comes. */
const wsFrames: BrowserRun = {
  run: (ctx) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(wsUrl(ctx.base), 'graphql-transport-ws');
      const send = (frame: object) => {
        const text = JSON.stringify(frame);
        ctx.print(`→ ${text}`);
        ws.send(text);
      };
      const close = () => ws.readyState <= WebSocket.OPEN && ws.close(1000);
      ctx.signal.addEventListener('abort', () => {
        close();
        resolve();
      });
      ws.onopen = () => send({ type: 'connection_init', payload: { token: ctx.token ?? '' } });
      ws.onerror = () => reject(new Error('WebSocket error'));
      ws.onclose = (e) => (e.code === 1000 ? resolve() : reject(new Error(`${e.code} ${e.reason}`)));
      ws.onmessage = (m) => {
        ctx.print(`← ${String(m.data)}`);
        const frame = JSON.parse(String(m.data)) as { type: string };
        if (frame.type === 'connection_ack')
          send({ id: '1', type: 'subscribe', payload: { query: 'subscription { systemMetrics { cpu { usage } memory { used total } timestamp } }' } });
        else if (frame.type === 'next') {
          send({ id: '1', type: 'complete' });
          send({ type: 'ping' });
        } else if (frame.type === 'pong') close();
      };
    }),
};

/** The two operations of sdk-openapi-fetch, as openapi-typescript writes them (the page has no generated file). */
interface Paths {
  '/api/apiList': {
    get: { responses: { 200: { content: { 'application/json': { data: unknown[]; apiKinds: unknown[] } } } } };
  };
  '/api/searchApi': {
    post: {
      requestBody: { content: { 'application/json': { keywords: string; catelog: string } } };
      responses: { 200: { content: { 'application/json': { code: number; data: Array<{ name: string }> } } } };
    };
  };
}

/** sdk-openapi-fetch: the two typed calls. */
const openapiFetch: BrowserRun = {
  run: async (ctx) => {
    const api = createClient<Paths>({ baseUrl: ctx.base });
    const { data: list } = await api.GET('/api/apiList', { signal: ctx.signal });
    ctx.print(`APIs: ${list?.data.length} categories: ${list?.apiKinds.length}`);
    const { data: found } = await api.POST('/api/searchApi', { body: { keywords: '二维码', catelog: '' }, signal: ctx.signal });
    ctx.print(`search: ${found?.code} ${found?.data.map((a) => a.name).join(', ')}`);
  },
};

/** sdk-auth-token: signs in as the demo creator, then asks who that is. */
const authToken: BrowserRun = {
  run: async (ctx) => {
    const login = envelope(
      await curl(ctx, '/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'linyu', password: 'apimarket-demo' }),
      }),
    );
    const token = (login?.data as { token?: string } | undefined)?.token;
    if (!token) {
      ctx.print(JSON.stringify(login));
      return;
    }
    ctx.print(await curl(ctx, '/api/me', { headers: { authorization: `Bearer ${token}` } }));
  },
};

/** sdk-api-key: a real key for the reader (shown once), then an open call with it. */
const apiKey: BrowserRun = {
  writes: true,
  needsToken: true,
  run: async (ctx) => {
    const made = envelope(
      await curl(ctx, '/api/user/apiKeys', {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'my-server' }),
      }),
    );
    const key = (made?.data as { key?: string } | undefined)?.key;
    ctx.print(`KEY=${key ?? JSON.stringify(made)}`);
    if (!key) return;
    ctx.print(await curl(ctx, `/api/open/api/${ctx.apiId}?text=hello`, { headers: { 'x-api-key': key } }));
  },
};

/** sdk-mock: the mock's status line, its X-Mock header and body (curl -D -), then the GraphQL mockCall. */
const mock: BrowserRun = {
  run: async (ctx) => {
    const res = await fetch(`${ctx.base}/api/mock/api/${ctx.apiId}?text=hello`, { signal: ctx.signal });
    ctx.print(`HTTP ${res.status}`);
    ctx.print(`x-mock: ${res.headers.get('x-mock') ?? ''}`);
    ctx.print(await res.text());
    ctx.print(
      await curl(ctx, '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($id: Int!) { mockCall(apiId: $id, params: {text: "hello"}) { mock source status body } }',
          variables: { id: ctx.apiId },
        }),
      }),
    );
  },
};

export const browserRuns: Partial<Record<string, BrowserRun>> = {
  'ws-client': wsClient,
  'ws-frames': wsFrames,
  'sdk-openapi-fetch': openapiFetch,
  'sdk-auth-token': authToken,
  'sdk-api-key': apiKey,
  'sdk-mock': mock,
};

/** The examples that use $API_ID. */
export const usesApiId = (id: string) => id === 'sdk-api-key' || id === 'sdk-mock';
