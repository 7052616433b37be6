import type { MyApiRow } from './authoring.service.js';

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
  category: a.categoryId,
  pendingReview: a.pendingReview,
});

export const myApiSchema = {
  type: 'object',
  properties: {
    apiid: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    rqsType: { type: 'string' },
    apiurl: { type: 'string' },
    testurl: { type: 'string' },
    status: { type: 'integer' },
    updatetime: { type: 'string' },
    call: { type: 'integer' },
    resType: { type: 'string' },
    note: { type: 'string' },
    isneedtoken: { type: 'integer' },
    category: { type: ['integer', 'null'] },
    pendingReview: { type: 'boolean' },
  },
} as const;

const paramSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 200 },
    description: { type: 'string', maxLength: 2000 },
    type: { type: 'string', maxLength: 20 },
    required: { type: 'boolean' },
    example: { type: 'string', maxLength: 2000 },
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
    category: { type: ['integer', 'null'] },
    parameters: { type: 'array', maxItems: 100, items: paramSchema },
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
