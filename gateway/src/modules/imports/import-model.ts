import { IMPORT_MAX_WRITES } from '@api-market/rules';
import type { ParamLocation } from '@api-market/rules';
/**
 * What every importer (OpenAPI, Swagger, Postman, HAR, cURL) makes of a document: plain JSON, so it
 * crosses the parse worker's boundary as it is.
 */

/** A message in both languages (the service answers in the caller's). */
export interface Said {
  zh: string;
  en: string;
}

export type SourceFormat = 'openapi3' | 'swagger2' | 'postman' | 'har' | 'curl';

export interface ImportedParam {
  name: string;
  /** One of PARAM_TYPES (string, number, boolean, object, array). */
  type: string;
  required: boolean;
  description: string;
  example: string;
  /** Where it travels; left out: the shared default for the operation's method and address. */
  location?: ParamLocation;
}

/** The API form's fields our own export writes in `x-api-market` (so export → import loses nothing). */
export interface MarketExtension {
  /** A platform address (`builtin:<name>`), which no server and path can say. */
  address?: string;
  testUrl?: string;
  note?: string;
  responseFormat?: string;
  category?: string;
  icon?: string;
  responseExample?: string;
}

export interface ImportedOperation {
  /** `METHOD path`: how a re-import finds the API an operation became. */
  key: string;
  method: string;
  path: string;
  address: string;
  name: string;
  description: string;
  parameters: ImportedParam[];
  responseExample: string;
  responseFormat: string;
  responseSchema: Record<string, unknown> | null;
  needToken: boolean;
  tags: string[];
  market: MarketExtension | null;
  /** What the importer had to leave out or guess. */
  warnings: Said[];
  /** The key of an earlier operation of the document with the same method and address: this one is not written. */
  duplicateOf?: string;
}

export interface ParsedDocument {
  format: SourceFormat;
  title: string;
  version: string;
  operations: ImportedOperation[];
}

/** A failure the parse worker sends back as data (a bad document is not a crash). */
export interface ParseFailure {
  failure: Said;
}

export const IMPORT_LIMITS = {
  /** Largest document read (bytes of text). */
  maxBytes: 25 * 1024 * 1024,
  /** Most operations one document may hold (all of them are previewed). */
  maxOperations: 5000,
  /**
   * Most APIs one import writes (new drafts and updates; skipped rows aside). Each is a draft with its
   * revision written in a transaction of its own, so one request of 5,000 would run for many minutes and
   * fill a creator's list at once: past this, the caller skips some in the preview and imports in batches.
   */
  maxWrites: IMPORT_MAX_WRITES,
  /** Documents larger than this are parsed on a worker thread, off the request path. */
  inlineBytes: 256 * 1024,
  /** A stored response schema larger than this (characters of JSON) is left out. */
  maxSchemaChars: 100_000,
  /** Schema nodes walked before giving up on sampling (an expanding `$ref` web). */
  maxSchemaNodes: 20_000,
  /**
   * Characters of an example written out: past it the rest is not written (every example the form keeps is
   * shorter, so a longer one is cut or left out as before). Shared `$ref` targets are written once per use,
   * so a small document's example can stand for gigabytes of JSON.
   */
  maxExampleChars: 20_000,
  /**
   * Parameters read per operation (the form keeps the first API_FORM_LIMITS.params): a parameter list or
   * a body schema shared by `$ref` is read once per operation that uses it.
   */
  maxParamsRead: 100,
  /**
   * Characters a Postman collection's `{{variables}}` may put in, in all the document, beyond four times the
   * document's own length (their values nest: a few hundred bytes can stand for 10^19 characters).
   */
  substitutedChars: 1_000_000,
} as const;

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE'] as const;
