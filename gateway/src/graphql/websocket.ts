import type { IncomingMessage, Server } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../config.js';
import type { GraphQLContext } from './context.js';

export interface GraphQLWebSocket {
  wss: WebSocketServer;
  close(): Promise<void>;
}

/** Same origin (the Host the browser connected to) or one of WS_ALLOWED_ORIGINS; non-browser clients send none. */
export function originAllowed(req: IncomingMessage, allowList: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (allowList.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** graphql-ws on the HTTP server's `/graphql` path, beside Apollo's HTTP handler. */
export function attachGraphQLWebSocket(
  server: Server,
  schema: GraphQLSchema,
  config: Config,
  context: (req: IncomingMessage) => GraphQLContext,
): GraphQLWebSocket {
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: 64 * 1024,
    verifyClient: ({ req }: { req: IncomingMessage }) => originAllowed(req, config.wsAllowedOrigins),
  });
  const disposable = useServer(
    {
      schema,
      context: (ctx) => context((ctx.extra as { request: IncomingMessage }).request),
    },
    wss,
    12_000,
  );
  return {
    wss,
    async close() {
      for (const client of wss.clients as Set<WebSocket>) client.close(1001, 'Server shutting down');
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
