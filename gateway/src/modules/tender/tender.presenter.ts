import { arrayOf, int } from '../../core/json-schema.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { envelopeSchema } from '../../core/envelope.js';
import type { Lang } from '../../core/errors.js';
import { inLang } from '../../core/lang.js';
import { TENDER_STATUSES } from './tender.rules.js';
import { AdminTenderRequest, TenderRequest } from './tender.types.js';
import { z } from 'zod';

/** A row as the service reads it (one SELECT for both audiences). */
export const tenderRow = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  category_name_en: z.string().nullable(),
  example_use: z.string().nullable(),
  contact: z.string().nullable(),
  requester_account: z.string().nullable(),
  status: z.enum(TENDER_STATUSES),
  response_note: z.string().nullable(),
  fulfilled_api_id: z.number().nullable(),
  fulfilled_api_name: z.string().nullable(),
  votes: z.number(),
  voted: z.boolean(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type TenderRow = z.infer<typeof tenderRow>;

/** Everyone's view: no contact, no requester, no address. */
export function presentPublic(r: TenderRow, lang: Lang): TenderRequest {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    categoryId: r.category_id,
    categoryName: r.category_name === null ? null : inLang(lang, r.category_name, r.category_name_en),
    exampleUse: r.example_use,
    status: r.status,
    responseNote: r.response_note,
    fulfilledApi:
      r.fulfilled_api_id !== null && r.fulfilled_api_name !== null
        ? { id: r.fulfilled_api_id, name: r.fulfilled_api_name }
        : null,
    votes: r.votes,
    votedByMe: r.voted,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** Administrators' view: the public one plus who asked and how to reach them. */
export function presentAdmin(r: TenderRow, lang: Lang): AdminTenderRequest {
  return { ...presentPublic(r, lang), contact: r.contact, requesterAccount: r.requester_account };
}

/** REST shape: dates as ISO strings. */
export function toRest<T extends TenderRequest>(t: T) {
  return { ...t, createdAt: t.createdAt.toISOString(), updatedAt: t.updatedAt.toISOString() };
}

/** JSON schemas of the REST answers, derived from the GraphQL views (tender.types.ts); they also serialise them: nothing else leaks out. */
export const tenderSchema = restSchemaOf(TenderRequest);
export const adminTenderSchema = restSchemaOf(AdminTenderRequest);
export const tenderOne = envelopeSchema(tenderSchema);
export const adminTenderOne = envelopeSchema(adminTenderSchema);
export const tenderList = envelopeSchema(arrayOf(tenderSchema), { total: int });
export const adminTenderList = envelopeSchema(arrayOf(adminTenderSchema), { total: int });
