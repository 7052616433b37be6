import { arrayOf, bool, int, obj, str } from '../../core/json-schema.js';

/** JSON schema of an AttachedCall as the REST paths show it (on comments and on feedback). */
export const attachedCallSchema = obj({
  callId: int,
  apiId: int,
  method: str,
  params: arrayOf(obj({ name: str, value: str })),
  status: int,
  success: bool,
  responseTimeMs: { type: 'number' },
  requestedAt: str,
});

/** An answer's `attachedCall`: the call, or null when none is attached (or not shown to the caller). */
export const attachedCallOrNull = { anyOf: [attachedCallSchema, { type: 'null' }] };
