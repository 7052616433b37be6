import { arrayOf, int } from '../../core/json-schema.js';
import { restSchemaOf } from '../../core/rest-schema.js';
import { envelopeSchema } from '../../core/envelope.js';
import type { Lang } from '../../core/errors.js';
import { inLang } from '../../core/lang.js';
import { AdminTenderRequest, TenderRequest } from './tender.types.js';

/** A row as the service reads it (one SELECT for both audiences). */
export interface TenderRow {
  id: number;
  title: string;
  description: string;
  category_id: number | null;
  category_name: string | null;
  category_name_en: string | null;
  example_use: string | null;
  contact: string | null;
  requester_account: string | null;
  status: string;
  response_note: string | null;
  fulfilled_api_id: number | null;
  fulfilled_api_name: string | null;
  votes: number;
  voted: boolean;
  created_at: Date;
  updated_at: Date;
}

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
