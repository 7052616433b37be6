import { addRouteHook } from './route-hooks.js';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { badText, badTextPath, INT32 } from '../core/input-text.js';

type Schema = Record<string, unknown>;

/** Gives every `integer` without bounds of its own the 32-bit bounds, in place (nested objects and arrays too). */
function boundIntegers(schema: unknown, depth = 0): void {
  if (!schema || typeof schema !== 'object' || depth > 20) return;
  const s = schema as Schema;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('integer')) {
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = INT32.maximum;
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = INT32.minimum;
  }
  for (const key of ['properties', 'patternProperties', 'definitions', '$defs']) {
    const map = s[key];
    if (map && typeof map === 'object') for (const v of Object.values(map)) boundIntegers(v, depth + 1);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else']) boundIntegers(s[key], depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(s[key])) for (const v of s[key]) boundIntegers(v, depth + 1);
}

/**
 * One guard for every REST input, registered before any route:
 * - each route's integer parameters (path, query, body) get 32-bit bounds unless they declare their own,
 *   so `page=99999999999999999999` is a 400 from schema validation, never a database error;
 * - a NUL character or a lone surrogate anywhere in the body, query or path parameters is a 400
 *   naming the field, before the handler runs.
 * The GraphQL door applies the same text rule (graphql/input-guard.ts); GraphQL's Int is 32-bit already.
 */
export function registerInputGuard(app: FastifyInstance): void {
  boundRouteIntegers(app);
  // GraphQL answers in its own shape: its plugin applies the same rule to arguments and variables.
  // A callback hook, not an async one: a request that passes (nearly all) costs no promise.
  addRouteHook(app, 'preValidation', (route) => route.url !== '/graphql', (req, _reply, done) => {
    const bad =
      badTextPath(req.params, 'params') ?? badTextPath(req.query, 'querystring') ?? badTextPath(req.body, 'body');
    done(bad ? badText(bad) : undefined);
  });
}

/**
 * The integer bounds alone (an onRoute hook): the OpenAPI emitter uses it too, so schema/openapi.json
 * shows the bounds the running gateway enforces.
 */
export function boundRouteIntegers(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Schema | undefined;
    if (!schema) return;
    // Shared schema objects are bounded once; bounding twice changes nothing.
    for (const part of ['querystring', 'params', 'body', 'headers']) boundIntegers(schema[part]);
  });
}
