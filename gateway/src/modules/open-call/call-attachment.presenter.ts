import { restSchemaOf } from '../../core/rest-schema.js';
import { AttachedCall } from './call-attachment.types.js';

/** JSON schema of an AttachedCall as the REST paths show it (on comments and on feedback), derived from its GraphQL view. */
export const attachedCallSchema = restSchemaOf(AttachedCall);

/** An answer's `attachedCall`: the call, or null when none is attached (or not shown to the caller). */
export const attachedCallOrNull = { anyOf: [attachedCallSchema, { type: 'null' }] };
