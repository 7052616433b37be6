import { DOMAIN_CODES } from './errors.js';

/** How the documents describe the envelope's `reason` (the OpenAPI document lists the codes once, as DomainCode). */
export const DOMAIN_CODE_DOC = 'The stable domain code, when the failure has one: branch on it, not on the message.';

/** The SPEC's REST envelope `{ code, data, message }`; success is code 200. */
export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: 200, data, message };
}

/** JSON schema of an envelope around `data`, for route response schemas. */
export function envelopeSchema(data: object, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    required: ['code', 'data', 'message', ...Object.keys(extra)],
    properties: { code: { type: 'integer' }, data, message: { type: 'string' }, ...extra },
  } as const;
}

/** `{id}` path parameter: digits only (anything else is a 400 before the handler runs). */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,9}$' } },
} as const;

/** JSON schema of a failure envelope: `data` is null, `code` repeats the HTTP status (or 40001). */
export function errorEnvelopeSchema(code: number, description: string) {
  return {
    description,
    type: 'object',
    required: ['code', 'data', 'message'],
    properties: {
      code: { type: 'integer', enum: [code] },
      data: { type: 'null' },
      message: { type: 'string', description: "In the caller's language (Accept-Language; zh by default)." },
      reason: { type: 'string', enum: Object.keys(DOMAIN_CODES), description: DOMAIN_CODE_DOC },
    },
  } as const;
}
