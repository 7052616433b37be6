import type { FastifyInstance, RouteOptions } from 'fastify';

type HookName = 'preValidation' | 'preHandler' | 'onSend';

/**
 * Adds `hook` to each route `applies` to, as it is registered (call before the routes are added): a
 * hook that has nothing to do on most routes — a write's on a read, GraphQL's on REST — then costs
 * the requests of those routes nothing, not even a promise each (a global hook runs on every request).
 */
export function addRouteHook<H extends HookName>(
  app: FastifyInstance,
  name: H,
  applies: (route: RouteOptions) => boolean,
  hook: NonNullable<RouteOptions[H]> extends infer T ? (T extends Array<infer U> ? U : T) : never,
): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const existing = route[name] as unknown;
    (route as unknown as Record<HookName, unknown[]>)[name] = [
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      hook,
    ];
  });
}

/** The HTTP methods a route answers. */
export const routeMethods = (route: RouteOptions): string[] => [route.method].flat();
