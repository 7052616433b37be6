/** A large OpenAPI 3.1 document: `operations` operations, padded to about `bytes` of JSON text. */
export function bigSpec(operations?: number, bytes?: number): Record<string, unknown>;
