import { errorEnvelopeSchema } from '../../core/envelope.js';

/** The Idempotency-Key request header of a create path, as the OpenAPI document shows it. */
export const idempotencyHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      description:
        'Optional, 1–255 visible ASCII characters (a UUID): a retry with the same key and request gets the first answer again (header Idempotent-Replayed: true) instead of creating twice; remembered IDEMPOTENCY_TTL_HOURS (24 h).',
    },
  },
} as const;

/** The answers a key adds: still running (409), used for another request (422). */
export const idempotencyResponses = {
  409: errorEnvelopeSchema(409, 'A request with this Idempotency-Key is still being processed.'),
  422: errorEnvelopeSchema(422, 'This Idempotency-Key was used for a different request.'),
};
