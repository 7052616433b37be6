import { z } from 'zod';
import type { Lang } from '../../core/errors.js';
import { inLang } from '../../core/lang.js';
import { parseUserAgent } from '../../core/user-agent.js';
import { Role, type User } from '../accounts/accounts.types.js';
import type { AccessLogEntry, AdminApi, NamedItem, Policy } from './admin.types.js';

// The admin console's one presenter: rows as SQL returns them → typed views (the service's answers),
// and views → each door's shape (GraphQL takes the views; REST keeps SPEC §7's field names).

export const adminApiRow = z.object({
  id: z.number(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  status: z.number(),
  address: z.string(),
  test_url: z.string(),
  request_method: z.string(),
  provider: z.string(),
  visibility: z.string(),
  tenant_id: z.number(),
  need_token: z.boolean(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  category_name_en: z.string().nullable(),
  creator_id: z.number().nullable(),
  updated_at: z.date(),
});
export type AdminApiRow = z.infer<typeof adminApiRow>;

export const accessLogRow = z.object({
  /** bigserial: pg returns it as a string. */
  id: z.string(),
  ip_address: z.string(),
  user_agent: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.date(),
});
export type AccessLogRow = z.infer<typeof accessLogRow>;

export const userRow = z.object({
  id: z.number(),
  account: z.string(),
  username: z.string(),
  status: z.number(),
  /** 1 admin, 0 user. */
  role: z.number(),
  creator_id: z.number().nullable(),
});
export type UserRow = z.infer<typeof userRow>;

/** A row kept in both languages (tags, workspaces, problem types); the door picks one. */
export const bilingualRow = z.object({ id: z.number(), name: z.string(), nameEn: z.string().nullable() });
export type Bilingual = z.infer<typeof bilingualRow>;

export const bilingualPolicyRow = bilingualRow.extend({
  threshold: z.number(),
  /** ms, permille (‰ of calls), perMinute or count. */
  unit: z.string(),
});
export type BilingualPolicy = z.infer<typeof bilingualPolicyRow>;

export const adminApiView = (r: AdminApiRow): AdminApi => ({
  id: r.id,
  name: r.name,
  nameEn: r.name_en,
  description: r.description,
  descriptionEn: r.description_en,
  status: r.status,
  address: r.address,
  testUrl: r.test_url,
  requestMethod: r.request_method,
  provider: r.provider,
  visibility: r.visibility,
  tenantId: r.tenant_id,
  needToken: r.need_token,
  categoryId: r.category_id,
  categoryName: r.category_name,
  categoryNameEn: r.category_name_en,
  creatorId: r.creator_id,
  updatedAt: r.updated_at,
});

/** The stored header, parsed by the gateway's maintained parser (bowser, core/user-agent). */
function parsedAgent(stored: Record<string, unknown> | null): Pick<AccessLogEntry, 'browser' | 'os' | 'device'> {
  const raw = typeof stored?.userAgent === 'string' ? stored.userAgent : '';
  const p = parseUserAgent(raw);
  const join = (name: string, version: string) => (name === 'unknown' ? '' : `${name} ${version}`.trim());
  return { browser: join(p.browserName, p.browserVersion), os: join(p.os, p.osVersion), device: p.device };
}

export const accessLogView = (r: AccessLogRow): AccessLogEntry => ({
  id: Number(r.id),
  ipAddress: r.ip_address,
  userAgent: r.user_agent ?? {},
  createdAt: r.created_at,
  ...parsedAgent(r.user_agent),
});

export const userView = (r: UserRow): User => ({
  id: r.id,
  account: r.account,
  username: r.username,
  status: r.status,
  role: r.role === 1 ? Role.ADMIN : Role.USER,
  creatorId: r.creator_id,
});

export const named = (b: Bilingual, lang: Lang): NamedItem => ({ id: b.id, name: inLang(lang, b.name, b.nameEn) });

export const policy = (p: BilingualPolicy, lang: Lang): Policy => ({
  id: p.id,
  policy: inLang(lang, p.name, p.nameEn),
  threshold: p.threshold,
  unit: p.unit,
  policyId: p.id,
});

/** REST (SPEC §3 field names: apiid, apiurl, testurl, rqsType, apiapply, talentid, …). */
export const restAdminApi = (a: AdminApi) => ({
  apiid: a.id,
  name: a.name,
  description: a.description,
  status: a.status,
  apiurl: a.address,
  testurl: a.testUrl,
  rqsType: a.requestMethod,
  apiapply: a.provider,
  visibility: a.visibility,
  tenantId: a.tenantId,
  isneedtoken: a.needToken ? 1 : 0,
  type: a.categoryId,
  category_name: a.categoryName ?? '',
  talentid: a.creatorId,
  updatetime: a.updatedAt.toISOString(),
});

export const restAccessLog = (e: AccessLogEntry) => ({
  id: e.id,
  ipAddress: e.ipAddress,
  userAgent: e.userAgent,
  createdAt: e.createdAt.toISOString(),
});

/** SPEC §3 User: role as the user table's number (1 administrator, 0 user). */
export const restUser = (u: User) => ({
  id: u.id,
  account: u.account,
  username: u.username,
  status: u.status,
  role: u.role === Role.ADMIN ? 1 : 0,
});
