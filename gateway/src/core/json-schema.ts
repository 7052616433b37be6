import { INT32 } from './input-text.js';

/**
 * Small builders for route JSON schemas. Objects list every property as required unless named
 * optional: the same schemas serialise the answers and describe them in the OpenAPI document, so a
 * field a handler forgets fails the contract tests instead of silently disappearing.
 */
export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;
export const dateTime = { type: 'string', format: 'date-time' } as const;
/** A row id in a request: a positive value of an int column (1 … 2^31 − 1). */
export const rowId = { type: 'integer', minimum: 1, maximum: INT32.maximum } as const;
export const nullable = <T extends { type: string }>(s: T) => ({ ...s, type: [s.type, 'null'] }) as const;

export function obj<P extends Record<string, object>>(properties: P, optional: ReadonlyArray<keyof P> = []) {
  return {
    type: 'object',
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    properties,
  } as const;
}

export const arrayOf = <T extends object>(items: T) => ({ type: 'array', items }) as const;

/** Documentation of a route: summary (English · 中文) and an optional longer description. */
export const doc = (summary: string, description?: string) => ({
  summary,
  ...(description ? { description } : {}),
});

/**
 * For a route that checks the caller in its handler rather than with a `preValidation` guard: the
 * OpenAPI document then shows the bearer requirement, 401 and (for admin) the 40001 answer.
 */
export const needs = (auth: 'user' | 'admin') => ({ 'x-auth': auth });
