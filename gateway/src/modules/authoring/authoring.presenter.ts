import { arrayOf } from '../../core/json-schema.js';
import { presentChanges } from '../versions/change-classes.rules.js';
import type { ChangeEntry } from './api-revision.service.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { ApiChangeEntry, MyApi, PendingRevision, RevisionParam } from './authoring.types.js';
import type { MyApiRow, PendingRevisionRow } from './authoring.service.js';

/** A waiting revision with the My API item's field names (`apiurl`, `rqsType`, …) and the form's parameters. */
export const toRestRevision = (r: PendingRevisionRow) => ({
  id: r.id,
  number: r.number,
  status: r.status,
  apiurl: r.address,
  rqsType: r.method,
  resType: r.responseFormat,
  respose: r.responseExample,
  parameters: r.params.map((p) => ({ name: p.name, description: p.note, type: p.type, required: p.required, example: p.example, location: p.location })),
  changedFields: r.changedFields,
  // Each difference from what callers have now, classified breaking or not (issue #30), as GraphQL and the review desk.
  breaking: r.breaking,
  changes: presentChanges(r.changes),
  versionOverride: r.versionOverride,
  createtime: r.submittedAt.toISOString(),
  updatetime: r.updatedAt.toISOString(),
});

/** A revision's parameter as the SPEC's form lists it (its note is the description): the RevisionParam view. */
const revisionParamSchema = restSchemaOf(RevisionParam, { pick: ['name', 'note', 'type', 'required', 'example', 'location'], rename: { note: 'description' } });
/** A change of the published contract waiting for review or release: the PendingRevision view under its REST names. */
const pendingRevisionSchema = restSchemaOf(PendingRevision, {
  pick: ['id', 'number', 'status', 'address', 'requestMethod', 'responseFormat', 'responseExample', 'parameters', 'changedFields', 'breaking', 'changes', 'versionOverride', 'submittedAt', 'updatedAt'],
  fields: { parameters: arrayOf(revisionParamSchema) },
});

/** One entry of the change history (变更记录): the GraphQL view, declared once (authoring.types.ts). */
export const changeEntrySchema = restSchemaOf(ApiChangeEntry);

export const toRestChangeEntry = (e: ChangeEntry) => ({ ...e, releasedAt: e.releasedAt.toISOString() });

/** The SPEC's My API item field names. */
export const toRestMyApi = (a: MyApiRow) => ({
  apiid: a.id,
  name: a.name,
  description: a.description,
  rqsType: a.method,
  apiurl: a.address,
  testurl: a.testUrl,
  status: a.status,
  updatetime: a.updatedAt.toISOString(),
  call: a.calls,
  resType: a.responseFormat,
  note: a.note,
  isneedtoken: a.needToken ? 1 : 0,
  prototype: a.isPrototype ? 1 : 0,
  category: a.categoryId,
  pendingReview: a.pendingReview,
  awaitingRelease: a.awaitingRelease,
  pendingRevision: a.pendingRevision && toRestRevision(a.pendingRevision),
});

/** The SPEC's My API item: the MyApi view under its REST names, without the English texts. */
export const myApiSchema = restSchemaOf(MyApi, {
  omit: ['nameEn', 'descriptionEn'],
  fields: { pendingRevision: { anyOf: [pendingRevisionSchema, { type: 'null' }] } },
});

const paramSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 200 },
    description: { type: 'string', maxLength: 2000 },
    type: { type: 'string', maxLength: 20 },
    required: { type: 'boolean' },
    example: { type: 'string', maxLength: 2000 },
    location: {
      type: ['string', 'null'],
      maxLength: 20,
      description:
        'Where the parameter travels: query, path, header, cookie or body (another value: 400 with a message). Left out or null: path when the address names it as {name} or :name, else query for GET/DELETE and body for POST/PUT.',
    },
  },
} as const;

/** Required fields are checked by the service, so the SPEC §5 messages reach the caller. */
export const apiFormSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 500 },
    description: { type: 'string', maxLength: 5000 },
    rqsType: { type: 'string', maxLength: 10 },
    apiurl: { type: 'string', maxLength: 4096 },
    testurl: { type: 'string', maxLength: 4096 },
    resType: { type: 'string', maxLength: 50 },
    note: { type: 'string', maxLength: 5000 },
    isneedtoken: { anyOf: [{ type: 'integer', enum: [0, 1] }, { type: 'boolean' }] },
    prototype: {
      anyOf: [{ type: 'integer', enum: [0, 1] }, { type: 'boolean' }],
      description: 'A prototype (原型): published before its upstream exists, its open calls answer the mock (marked X-Mock). Kept when omitted; changes at once, also on a listed API.',
    },
    category: { type: ['integer', 'null'] },
    tags: {
      type: 'array',
      maxItems: 100,
      items: { type: 'integer', minimum: 1 },
      description: 'Tag ids (at most 20 different ones). Kept when omitted.',
    },
    icon: { type: 'string', maxLength: 50, description: 'An icon of the creator form’s set, or "" for the category’s. Kept when omitted.' },
    parameters: { type: 'array', maxItems: 100, items: paramSchema },
    respose: { type: 'string', maxLength: 20000 },
    responseSchema: {
      type: ['string', 'null'],
      maxLength: 200_000,
      description: 'The answer’s JSON schema as JSON text (an object schema, at most 100,000 characters; the mock generates from it). Kept when omitted or null; "" removes it. Part of the contract: a listed API’s change is a reviewed revision.',
    },
  },
} as const;

export const publishConfigSchema = {
  type: 'object',
  required: ['apiId', 'deployType'],
  properties: {
    apiId: { type: 'integer' },
    deployType: { type: 'string', maxLength: 10 },
    grayScale: { type: 'integer' },
    parameters: { type: 'array', maxItems: 100, items: paramSchema },
  },
} as const;
