import { PARAM_LOCATIONS } from '@api-market/rules';
import type { EntityManager } from 'typeorm';
import { z } from 'zod';
import { command, sqlOn, statement } from '../../core/sql.js';
import { CHANGE_RULES, type ChangeKind, type ClassifiedChange } from '../versions/change-classes.rules.js';

const contractParam = z.object({
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  note: z.string(),
  noteEn: z.string(),
  example: z.string(),
  /** Where it travels (PARAM_LOCATIONS); stored revisions got theirs from the migration's default rule. */
  location: z.enum(PARAM_LOCATIONS),
});
/** One request parameter as a revision keeps it. */
export type ContractParam = z.infer<typeof contractParam>;

/** What callers depend on (issue #16.2): a change to any of it is a reviewed revision once the API is listed. */
export interface ApiContract {
  address: string;
  method: string;
  responseFormat: string;
  responseExample: string;
  params: ContractParam[];
  /** Calls need a token or key (isneedtoken). Turning it off on a listed API is reviewed; on acts at once. */
  needToken: boolean;
  /** The answer's JSON schema (`api.response_schema`: the mock and the drift check read it); null: none. */
  responseSchema: Record<string, unknown> | null;
}

const contractField = z.enum(['address', 'method', 'responseFormat', 'responseExample', 'parameters', 'needToken', 'responseSchema']);
export type ContractField = z.infer<typeof contractField>;

/** Objects with their keys in one order: a schema read back from jsonb lists its keys differently. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
      : v;
export const sameSchema = (a: unknown, b: unknown) => JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));

/** A stored JSON schema (jsonb object) or none. */
const jsonSchemaColumn = z.record(z.string(), z.unknown()).nullable();

/** Revision status (api_contract_revision.status). */
export const RevisionStatus = { Pending: -1, Rejected: 0, Passed: 1, Released: 2, Withdrawn: 3 } as const;

const sameParam = (a: ContractParam, b: ContractParam) =>
  a.name === b.name && a.type === b.type && a.required === b.required && a.note === b.note && a.example === b.example &&
  a.location === b.location;

/** The contract fields that differ between two versions (English notes are translations, not changes). */
export function changedFields(before: ApiContract, after: ApiContract): ContractField[] {
  const out: ContractField[] = [];
  if (before.address !== after.address) out.push('address');
  if (before.method !== after.method) out.push('method');
  if (before.responseFormat !== after.responseFormat) out.push('responseFormat');
  if (before.responseExample !== after.responseExample) out.push('responseExample');
  if (before.params.length !== after.params.length || before.params.some((p, i) => !sameParam(p, after.params[i]!))) {
    out.push('parameters');
  }
  if (before.needToken !== after.needToken) out.push('needToken');
  if (!sameSchema(before.responseSchema, after.responseSchema)) out.push('responseSchema');
  return out;
}

const contractRow = z.object({
  address: z.string(),
  method: z.string(),
  response_format: z.string(),
  response_example: z.string(),
  need_token: z.boolean(),
  response_schema: jsonSchemaColumn,
});
const contractStatement = statement<[apiId: number], typeof contractRow>(
  'authoring.contract',
  `SELECT address, request_method AS method, response_format, response_example, need_token, response_schema FROM api WHERE id = $1`,
  contractRow,
);
const paramRow = z.object({
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  note: z.string(),
  note_en: z.string(),
  example: z.string(),
  location: z.enum(PARAM_LOCATIONS),
});
const paramsStatement = statement<[apiId: number], typeof paramRow>(
  'authoring.contract-params',
  `SELECT name, type, required, note, note_en, example, location FROM api_param WHERE api_id = $1 ORDER BY position, id`,
  paramRow,
);
const writeContractCommand = command<
  [apiId: number, address: string, method: string, responseFormat: string, responseExample: string, needToken: boolean, schema: string]
>(
  'authoring.write-contract',
  `UPDATE api SET address = $2, request_method = $3, response_format = $4, response_example = $5, need_token = $6,
          response_schema = nullif($7::jsonb, 'null'::jsonb), updated_at = now()
    WHERE id = $1`,
);
const deleteParamsCommand = command<[apiId: number]>('authoring.delete-params', `DELETE FROM api_param WHERE api_id = $1`);
const insertParamCommand = command<
  [apiId: number, position: number, name: string, type: string, required: boolean, note: string, noteEn: string, example: string, location: string]
>(
  'authoring.insert-param',
  `INSERT INTO api_param (api_id, position, name, type, required, note, note_en, example, location)
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
);

/** The contract the API row holds now (the released one the proxy serves). */
export async function readContract(em: EntityManager, apiId: number): Promise<ApiContract> {
  const sql = sqlOn(em);
  const r = (await sql.first(contractStatement, [apiId]))!;
  const params = await sql.all(paramsStatement, [apiId]);
  return {
    address: r.address,
    method: r.method,
    responseFormat: r.response_format,
    responseExample: r.response_example,
    params: params.map((p) => ({ name: p.name, type: p.type, required: p.required, note: p.note, noteEn: p.note_en, example: p.example, location: p.location })),
    needToken: r.need_token,
    responseSchema: r.response_schema ?? null,
  };
}

/** Writes a contract into the API row (and its parameter rows): what the proxy and the detail page serve. */
export async function writeContract(em: EntityManager, apiId: number, c: ApiContract): Promise<void> {
  const sql = sqlOn(em);
  await sql.run(writeContractCommand, [
    apiId, c.address, c.method, c.responseFormat, c.responseExample, c.needToken, JSON.stringify(c.responseSchema ?? null),
  ]);
  await sql.run(deleteParamsCommand, [apiId]);
  for (const [i, p] of c.params.entries()) {
    await sql.run(insertParamCommand, [apiId, i, p.name, p.type, p.required, p.note, p.noteEn, p.example, p.location]);
  }
}

/** A revision as `REVISION_COLUMNS` reads it. */
export const revisionRow = z.object({
  address: z.string(),
  method: z.string(),
  responseFormat: z.string(),
  responseExample: z.string(),
  params: z.array(contractParam),
  needToken: z.boolean(),
  responseSchema: jsonSchemaColumn,
  id: z.number(),
  apiId: z.number(),
  number: z.number(),
  status: z.number(),
  changedFields: z.array(contractField),
  createdAt: z.date(),
  updatedAt: z.date(),
  releasedAt: z.date().nullable(),
  deployType: z.enum(['gray', 'full']).nullable(),
  grayShare: z.number().nullable(),
  /** The classified differences from the contract callers had when it was proposed (issue #30). */
  changes: z.array(
    z.object({
      kind: z.custom<ChangeKind>((k) => typeof k === 'string' && Object.hasOwn(CHANGE_RULES, k)),
      breaking: z.boolean(),
      target: z.string().nullable(),
      before: z.string().nullable(),
      after: z.string().nullable(),
    }),
  ),
  breaking: z.boolean(),
  /** An administrator's recorded reason to keep a breaking revision in the current version. */
  versionOverride: z.string().nullable(),
  /** The version its release went into (v + number). */
  versionNumber: z.number().nullable(),
});
export type StoredRevision = z.infer<typeof revisionRow>;

export const REVISION_COLUMNS = `r.id, r.api_id AS "apiId", r.number, r.status, r.address, r.request_method AS method,
  r.response_format AS "responseFormat", r.response_example AS "responseExample", r.parameters AS params,
  coalesce(r.need_token, (SELECT x.need_token FROM api x WHERE x.id = r.api_id)) AS "needToken",
  coalesce(r.response_schema, (SELECT x.response_schema FROM api x WHERE x.id = r.api_id)) AS "responseSchema",
  r.changed_fields AS "changedFields", r.created_at AS "createdAt", r.updated_at AS "updatedAt",
  r.released_at AS "releasedAt", r.deploy_type AS "deployType", r.gray_share AS "grayShare",
  r.classification AS changes, r.breaking, r.version_override_reason AS "versionOverride", r.version_number AS "versionNumber"`;

const latestReleasedStatement = statement<[apiId: number], typeof revisionRow>(
  'authoring.latest-released',
  `SELECT ${REVISION_COLUMNS} FROM api_contract_revision r WHERE r.api_id = $1 AND r.status = 2 ORDER BY r.number DESC LIMIT 1`,
  revisionRow,
);
const insertRevisionCommand = command<
  [
    apiId: number,
    status: number,
    address: string,
    method: string,
    responseFormat: string,
    responseExample: string,
    params: string,
    changed: ContractField[],
    submittedBy: number | null,
    releasedAt: Date | null,
    deployType: 'gray' | 'full' | null,
    share: number | null,
    needToken: boolean,
    classification: string,
    breaking: boolean,
    responseSchema: string,
  ],
  typeof revisionRow
>(
  'authoring.insert-revision',
  `INSERT INTO api_contract_revision AS r (api_id, number, status, address, request_method, response_format, response_example,
                                  parameters, changed_fields, submitted_by, reviewed_at, released_at, deploy_type, gray_share, need_token,
                                  classification, breaking, response_schema)
   VALUES ($1, (SELECT coalesce(max(number), 0) + 1 FROM api_contract_revision WHERE api_id = $1), $2::smallint, $3, $4, $5, $6, $7::jsonb,
           $8::text[], $9, CASE WHEN $2::smallint IN (0, 1, 2) THEN now() END, $10, $11, $12, $13, $14::jsonb, $15, $16::jsonb)
   RETURNING ${REVISION_COLUMNS}`,
  revisionRow,
);
const releaseConfigRow = z.object({ deploy_type: z.enum(['gray', 'full']), share: z.number(), created_at: z.date() });
const releaseConfigStatement = statement<[apiId: number], typeof releaseConfigRow>(
  'authoring.release-config',
  `SELECT coalesce(c.deploy_type, 'full') AS deploy_type,
          CASE WHEN coalesce(c.deploy_type, 'full') = 'full' THEN 10000 ELSE coalesce(c.threshold, c.gray_scale) END AS share,
          a.created_at
     FROM api a LEFT JOIN api_publish_config c ON c.api_id = a.id WHERE a.id = $1`,
  releaseConfigRow,
);

/** The latest released revision of an API, if any. */
export async function latestReleased(em: EntityManager, apiId: number): Promise<StoredRevision | null> {
  return sqlOn(em).first(latestReleasedStatement, [apiId]);
}

/** Stores a contract as a new revision numbered after the API's last one. */
export async function insertRevision(
  em: EntityManager,
  apiId: number,
  c: ApiContract,
  fields: {
    status: number;
    changed: ContractField[];
    submittedBy: number | null;
    classified?: ClassifiedChange[];
    release?: { deployType: 'gray' | 'full'; share: number; at?: Date };
  },
): Promise<StoredRevision> {
  const { rows } = await sqlOn(em).run(insertRevisionCommand, [apiId, fields.status, c.address, c.method, c.responseFormat, c.responseExample, JSON.stringify(c.params),
      fields.changed, fields.submittedBy, fields.release ? (fields.release.at ?? new Date()) : null,
      fields.release?.deployType ?? null, fields.release?.share ?? null, c.needToken,
      JSON.stringify(fields.classified ?? []), (fields.classified ?? []).some((x) => x.breaking), JSON.stringify(c.responseSchema ?? null)],
  );
  return rows[0]!;
}

/**
 * The API row's contract as a released revision, unless the latest released revision already holds it:
 * called when an API becomes published, and before the first revision of an API listed before revisions existed.
 */
export async function recordReleased(
  em: EntityManager,
  apiId: number,
  actorId: number | null,
  baseline = false,
): Promise<void> {
  const current = await readContract(em, apiId);
  const last = await latestReleased(em, apiId);
  if (last && changedFields(last, current).length === 0) return;
  const c = (await sqlOn(em).first(releaseConfigStatement, [apiId]))!;
  await insertRevision(em, apiId, current, {
    status: RevisionStatus.Released,
    changed: last ? changedFields(last, current) : [],
    submittedBy: actorId,
    // An API listed before revisions existed: its first version dates from its creation.
    release: { deployType: c.deploy_type, share: Number(c.share), at: baseline && !last ? c.created_at : undefined },
  });
}
