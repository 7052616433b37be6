/**
 * Test data factories. The tests run without the demo seed (SEED_DEMO=false, see server.ts; e2e aside):
 * each test builds the rows it reads, through the real services (so the form, address and role rules
 * apply) or, for tables no service writes (problem types, notices, version logs, announcements),
 * plain SQL on the test's own database. Every factory creates what it depends on when it is not given
 * (an API without a creator gets a fresh creator account; a comment without an API gets a published one).
 */
import type { AuthUser } from '../../core/auth-user.js';
import { callsTag } from '../../core/read-cache.js';
import { ApiStatus } from '../../modules/catalog/api.entity.js';
import type { TestServer } from './server.js';

/** Password of every account a factory makes (and of the test admin, see ADMIN_PASSWORD). */
export const TEST_PASSWORD = 'factory-password';
/** The `admin` account's password in every test server (ensureAdmin creates it, seed or no seed). */
export const ADMIN_PASSWORD = 'admin-test-password';

let seq = 0;
/** A value unique within this test process (and across parallel files: the pid is in it). */
export const unique = (prefix = 'u') => `${prefix}${process.pid.toString(36)}${(++seq).toString(36)}`;

/**
 * What the build factories use of a gateway: its services and its database. A TestServer, or a gateway
 * started with startServer itself (the ops tests): its `ds` is the plain one, so factory SQL there does not
 * invalidate the read cache (build before reading, or bump `services.readCache`).
 */
export type Gateway = Pick<TestServer, 'ds' | 'services'>;

/** A signed-in caller: the bearer token and the headers for REST and GraphQL alike. */
export interface Caller {
  token: string;
  headers: Record<string, string>;
}

export interface BuiltUser extends Caller {
  id: number;
  account: string;
  username: string;
  password: string;
  role: 'ADMIN' | 'USER';
  /** Every registered account owns a creator profile (AccountsService.register). */
  creatorId: number;
  /** The caller as the services see it, for calling a service directly. */
  auth: AuthUser;
}

/**
 * Signs in through the real REST login (the one place tests sign in). `who` is an account name
 * (password required unless it is `admin`) or a built user.
 */
export async function signIn(server: TestServer, who: string | { account: string; password: string }, password?: string): Promise<Caller> {
  const account = typeof who === 'string' ? who : who.account;
  const pw = typeof who === 'string' ? (password ?? (account === 'admin' ? ADMIN_PASSWORD : undefined)) : who.password;
  if (pw === undefined) throw new Error(`signIn(${account}): no password given`);
  const res = await server.request('POST', '/api/login', { account, password: pw });
  if (res.body?.code !== 200) throw new Error(`login ${account} failed: ${res.text}`);
  const token = res.body.data.token as string;
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** A valid body of the creator's API form (POST and PUT /api/apis), with `over` on top. */
export const apiForm = (over: Record<string, unknown> = {}) => ({
  name: '测试接口',
  description: '一个测试用的接口',
  rqsType: 'GET',
  apiurl: 'https://example.com/api',
  testurl: 'https://example.com/test',
  resType: 'JSON',
  note: '',
  isneedtoken: 0,
  ...over,
});

/** A draft API of `who`, created through the real REST path (POST /api/apis); its id. */
export async function createDraft(server: TestServer, who: Caller, over: Record<string, unknown> = {}): Promise<number> {
  const res = await server.request('POST', '/api/apis', apiForm(over), who.headers);
  if (res.body?.code !== 200) throw new Error(`create failed: ${res.text}`);
  return res.body.data.apiid as number;
}

/** The test server's administrator, signed in. */
export const signInAdmin = (server: TestServer) => signIn(server, 'admin', ADMIN_PASSWORD);

/** The `admin` account as the services see it. */
export async function adminUser(server: Gateway): Promise<AuthUser> {
  const [row] = await server.ds.query(`SELECT id, account, username FROM app_user WHERE account = 'admin'`);
  return { id: row.id, account: row.account, username: row.username, role: 'ADMIN', creatorId: null };
}

/**
 * A registered account (AccountsService.register: account, password and name rules, its creator
 * profile), signed in. `role: 'ADMIN'` promotes it; `status: 0` disables it after signing in.
 */
export async function buildUser(
  server: Gateway,
  over: { role?: 'ADMIN' | 'USER'; account?: string; username?: string; password?: string; status?: 0 | 1 } = {},
): Promise<BuiltUser> {
  const account = over.account ?? unique('user_');
  const username = over.username ?? `用户 ${account}`;
  const password = over.password ?? TEST_PASSWORD;
  // Each factory registration counts against its own address, not the test's own 127.0.0.1 budget.
  const signed = await server.services.accounts.register({ account, username, password }, `factory:${unique()}`);
  const role = over.role ?? 'USER';
  if (role === 'ADMIN') await server.ds.query(`UPDATE app_user SET role = 1 WHERE id = $1`, [signed.user.id]);
  if (over.status === 0) await server.ds.query(`UPDATE app_user SET status = 0 WHERE id = $1`, [signed.user.id]);
  const creatorId = signed.user.creatorId as number;
  return {
    id: signed.user.id,
    account,
    username,
    password,
    role,
    creatorId,
    token: signed.token,
    headers: { authorization: `Bearer ${signed.token}` },
    auth: { id: signed.user.id, account, username, role, creatorId },
  };
}

export interface BuiltCategory {
  id: number;
  slug: string;
  name: string;
  nameEn: string;
}

/** A category through the admin's CategoryAdminService (name rules, slug, order). */
export async function buildCategory(server: Gateway, over: { name?: string; nameEn?: string } = {}): Promise<BuiltCategory> {
  const key = unique('c');
  const c = await server.services.categoryAdmin.create(await adminUser(server), { name: over.name ?? `分类${key}`, nameEn: over.nameEn ?? `Category ${key}` });
  // Made outside a request: the cached catalogue answers (the category lists) must not hide it.
  await server.services.readCache.bump();
  return { id: c.id, slug: c.slug, name: c.name, nameEn: c.nameEn };
}

export interface ApiOverrides {
  /** Owner; a fresh creator account when not given. */
  creator?: BuiltUser;
  /** Published (1) unless given; drafts are -1 (ApiStatus). */
  status?: number;
  visibility?: 'public' | 'private';
  /** A category id, `null` for none; a fresh category when not given. */
  category?: number | null;
  name?: string;
  nameEn?: string;
  description?: string;
  descriptionEn?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Upstream address; `builtin:<name>` for a platform-served API (set after the form, which takes URLs). */
  address?: string;
  testUrl?: string;
  needToken?: boolean;
  original?: boolean;
  note?: string;
  provider?: string;
  responseExample?: string;
  parameters?: Array<{ name: string; type?: string; required?: boolean; description?: string; example?: string; location?: string }>;
  /** Days since its last update (the NEW badge is recent updates). */
  updatedDaysAgo?: number;
  slug?: string;
}

export interface BuiltApi {
  id: number;
  name: string;
  status: number;
  creator: BuiltUser;
  categoryId: number | null;
}

/**
 * An API created through the creator's AuthoringService (the form's rules, the upstream address guard),
 * then put in the wanted status and visibility. The status is set on the row, as a review would leave it,
 * without the workflow's notifications and audit rows, so tests that count those start from none.
 */
export async function buildApi(server: Gateway, over: ApiOverrides = {}): Promise<BuiltApi> {
  const creator = over.creator ?? (await buildUser(server));
  const categoryId = over.category === undefined ? (await buildCategory(server)).id : over.category;
  const key = unique('');
  const name = over.name ?? `测试接口${key}`;
  const builtin = over.address?.startsWith('builtin:');
  const row = await server.services.authoring.create(creator.auth, {
    name,
    description: over.description ?? `接口 ${key} 的说明`,
    rqsType: over.method ?? 'GET',
    apiurl: builtin ? 'https://example.com/api' : (over.address ?? 'https://example.com/api'),
    testurl: over.testUrl ?? 'https://example.com/test',
    resType: 'JSON',
    note: over.note ?? '',
    isneedtoken: over.needToken ? 1 : 0,
    category: categoryId,
    respose: over.responseExample ?? '{"ok":true}',
    parameters: over.parameters?.map((p) => ({ type: 'string', required: false, description: '', example: '', ...p })),
  });
  const status = over.status ?? ApiStatus.Published;
  await server.ds.query(
    `UPDATE api SET status = $2, visibility = $3, name_en = $4, description_en = $5, is_original = $6, provider = $7,
            slug = coalesce($8, slug), updated_at = now() - make_interval(days => $9)
      WHERE id = $1`,
    [row.id, status, over.visibility ?? 'public', over.nameEn ?? `Test API ${key}`, over.descriptionEn ?? `About API ${key}`,
      over.original ?? false, over.provider ?? creator.username, over.slug ?? null, over.updatedDaysAgo ?? 0],
  );
  if (builtin) await setAddress(server, row.id, over.address!);
  return { id: row.id, name, status, creator, categoryId };
}

/** Points an API's live contract at `address` (e.g. a local upstream or `builtin:uuid`), skipping the form. */
export async function setAddress(server: Gateway, apiId: number, address: string): Promise<void> {
  await server.ds.query(`UPDATE api SET address = $2 WHERE id = $1`, [apiId, address]);
}

/** `n` APIs built one after another (ids ascending), sharing `over`. */
export async function buildApis(server: Gateway, n: number, over: ApiOverrides = {}): Promise<BuiltApi[]> {
  const out: BuiltApi[] = [];
  for (let i = 0; i < n; i++) out.push(await buildApi(server, over));
  return out;
}

/**
 * A comment through CommunityService.addComment (content and nickname rules, rate limits keyed to a
 * factory address), by `author` or by a fresh anonymous visitor; on a fresh published API when not given.
 */
export async function buildComment(
  server: Gateway,
  over: { api?: { id: number }; author?: BuiltUser; content?: string; nickname?: string; isAnonymous?: boolean } = {},
): Promise<{ id: number; apiId: number; content: string }> {
  const api = over.api ?? (await buildApi(server));
  const content = over.content ?? `评论 ${unique()}`;
  const visitorId = over.author ? null : `anon_${unique('factory').padEnd(20, '0')}`;
  const comment = await server.services.community.addComment(
    { apiId: api.id, content, nickname: over.nickname ?? (over.author ? undefined : '访客'), isAnonymous: over.isAnonymous ?? false },
    { user: over.author?.auth ?? null, visitorId, key: over.author ? `u:${over.author.id}` : visitorId! },
    { ip: `factory:${unique()}`, userAgent: 'factory' },
  );
  return { id: Number(comment.id), apiId: api.id, content };
}

/**
 * A bug-fix history entry through BugFixService.add (the creator's own, version and date rules), on a fresh
 * published API when not given. The detail page shows the history: the read cache is invalidated, as the
 * REST write does.
 */
export async function buildBugFix(
  server: Gateway,
  over: { api?: BuiltApi; version?: string; fixedOn?: string; description?: string } = {},
): Promise<{ id: number; apiId: number; version: string; fixedOn: string; description: string }> {
  const api = over.api ?? (await buildApi(server));
  const fix = await server.services.bugFixes.add(api.creator.auth, api.id, {
    version: over.version ?? `v1.0.${++seq}`,
    fixTime: over.fixedOn ?? '2026-01-02',
    fixBug: over.description ?? `修复 ${unique()}`,
  });
  await server.services.readCache.bump();
  return fix;
}

/** A problem type (feedback form); no service writes these, so plain SQL. */
export async function buildProblemType(server: Gateway, over: { kind?: string; kindEn?: string; sortOrder?: number } = {}) {
  const key = unique('');
  const [row] = await server.ds.query(
    `INSERT INTO problem_type (kind, kind_en, sort_order) VALUES ($1, $2, $3) RETURNING id, kind, kind_en AS "kindEn"`,
    [over.kind ?? `问题类型${key}`, over.kindEn ?? `Problem ${key}`, over.sortOrder ?? 0],
  );
  return row as { id: number; kind: string; kindEn: string };
}

/**
 * A public feedback through FeedbackService.submitPublic (field rules, rate limit keyed to a factory
 * address), about `api` when given, by `user` when given; with a fresh problem type when none is given.
 */
export async function buildFeedback(
  server: Gateway,
  over: {
    api?: { id: number };
    user?: BuiltUser;
    problemTypeId?: number;
    summary?: string;
    description?: string;
    severity?: string;
    contact?: string;
  } = {},
): Promise<{ id: number; summary: string }> {
  const problemTypeId = over.problemTypeId ?? (await buildProblemType(server)).id;
  const summary = over.summary ?? `反馈 ${unique()}`;
  const fields: Record<string, unknown> = {
    problemType: problemTypeId,
    summary,
    description: over.description ?? '复现步骤：打开页面，点击按钮。',
    ...(over.severity ? { severity: over.severity } : {}),
    contact: over.contact ?? 'tester@example.com',
    ...(over.api ? { apiId: over.api.id } : {}),
  };
  const fb = await server.services.feedback.submitPublic(fields as never, null, {
    user: over.user?.auth ?? null,
    ip: `factory:${unique()}`,
  });
  return { id: Number(fb.id), summary };
}

/** A notice (the home page banner); plain SQL. */
export async function buildNotice(server: Gateway, over: { content?: string; contentEn?: string; daysAgo?: number; active?: boolean } = {}) {
  const key = unique('');
  const [row] = await server.ds.query(
    `INSERT INTO notice (slug, content, content_en, active, created_at) VALUES ($1, $2, $3, $4, now() - make_interval(days => $5))
     RETURNING id, slug, content`,
    [`n-${key}`, over.content ?? `通知 ${key}`, over.contentEn ?? `Notice ${key}`, over.active ?? true, over.daysAgo ?? 0],
  );
  return row as { id: number; slug: string; content: string };
}

/** A version log entry; plain SQL. */
export async function buildVersionLog(server: Gateway, over: { version?: string; title?: string; releasedOn?: string } = {}) {
  const key = unique('');
  const [row] = await server.ds.query(
    `INSERT INTO version_log (version, title, title_en, description, description_en, released_on)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, version, title`,
    [over.version ?? `0.0.${seq}-${key}`, over.title ?? `版本 ${key}`, `Version ${key}`, `说明 ${key}`, `About ${key}`, over.releasedOn ?? '2026-01-01'],
  );
  return row as { id: number; version: string; title: string };
}

/** An announcement; plain SQL. */
export async function buildAnnouncement(
  server: Gateway,
  over: { type?: 'system' | 'update' | 'activity'; title?: string; summary?: string; content?: string; daysAgo?: number } = {},
) {
  const key = unique('');
  const [row] = await server.ds.query(
    `INSERT INTO announcement (slug, type, title, title_en, summary, summary_en, content, content_en, author, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(days => $10)) RETURNING id, slug, title`,
    [`a-${key}`, over.type ?? 'system', over.title ?? `公告 ${key}`, `Announcement ${key}`, over.summary ?? `摘要 ${key}`, `Summary ${key}`,
      over.content ?? `<p>内容 ${key}</p>`, `<p>Content ${key}</p>`, '测试', over.daysAgo ?? 0],
  );
  return row as { id: number; slug: string; title: string };
}

/** An article (the public docs); plain SQL. `titleEn` null leaves it without an English version. */
export async function buildArticle(
  server: Gateway,
  over: {
    title?: string;
    titleEn?: string | null;
    content?: string;
    /** The English body (when it has an English version). */
    contentEn?: string;
    category?: string;
    categoryEn?: string;
    original?: boolean;
    author?: string;
  } = {},
) {
  const key = unique('');
  const titleEn = over.titleEn === undefined ? `Article ${key}` : over.titleEn;
  const [row] = await server.ds.query(
    `INSERT INTO article (slug, category, category_en, title, title_en, content, content_en, is_original, author_name, published_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, '2026-06-01') RETURNING id, slug, title`,
    [`art-${key}`, over.category ?? '入门指南', over.categoryEn ?? 'Getting started', over.title ?? `文章 ${key}`, titleEn,
      over.content ?? `<p>正文 ${key}</p>`, titleEn === null ? null : (over.contentEn ?? `<p>Body ${key}</p>`), over.original ?? true, over.author ?? '林语'],
  );
  return row as { id: number; slug: string; title: string };
}

/**
 * A blog post through BlogService.create as the test admin (the post rules: English whole or absent, tags,
 * HTML sanitised), published unless `status: 'draft'`. `daysAgo` back-dates its publication (the blog
 * lists newest first). `titleEn: null` leaves it without an English version.
 */
export async function buildBlogPost(
  server: Gateway,
  over: {
    title?: string;
    titleEn?: string | null;
    summary?: string;
    content?: string;
    contentEn?: string;
    tags?: string[];
    author?: string;
    status?: 'draft' | 'published';
    daysAgo?: number;
  } = {},
): Promise<{ id: number; title: string; titleEn: string | null }> {
  const key = unique('');
  const titleEn = over.titleEn === undefined ? `Post ${key}` : over.titleEn;
  const post = await server.services.blog.create(
    {
      title: over.title ?? `博客 ${key}`,
      titleEn,
      summary: over.summary ?? '',
      content: over.content ?? `<p>博客正文 ${key}</p>`,
      contentEn: titleEn === null ? null : (over.contentEn ?? `<p>Post body ${key}</p>`),
      tags: over.tags ?? [],
      authorName: over.author ?? '测试作者',
      status: over.status ?? 'published',
    },
    await adminUser(server),
  );
  if (over.daysAgo !== undefined && post.status === 'published') {
    await server.ds.query(`UPDATE blog_post SET published_at = now() - make_interval(days => $2) WHERE id = $1`, [
      post.id,
      over.daysAgo,
    ]);
  }
  await server.services.readCache.bump();
  return { id: post.id, title: post.title, titleEn: post.titleEn };
}

/**
 * `count` recorded calls of an API, made now, as the open-call recorder writes them (the call roll-ups follow
 * by trigger): `failed` of them answered 500, the rest 200. The read cache's `calls` scope is invalidated.
 */
export async function buildCalls(
  server: Gateway,
  over: { api: { id: number }; count: number; failed?: number; responseTimeMs?: number },
): Promise<void> {
  await server.ds.query(
    `INSERT INTO api_call (api_id, response_time_ms, request_ip, success, status, requested_at)
     SELECT $1, $2, '203.0.113.7', g > $3, CASE WHEN g > $3 THEN 200 ELSE 500 END, now() FROM generate_series(1, $4) g`,
    [over.api.id, over.responseTimeMs ?? 20, over.failed ?? 0, over.count],
  );
  // As the recorder's writes do (services.ts), without its lag: call records change the answers that show
  // this API's call figures, and lists of them.
  await Promise.all([server.services.readCache.bump(callsTag(over.api.id)), server.services.readCache.bump('calls')]);
}

/**
 * A creator: a registered account (buildUser) whose profile also has an English name, a title and a bio
 * in both languages (registration leaves them empty, its name in both languages the user name), and the
 * official badge when asked.
 */
export async function buildCreator(
  server: Gateway,
  over: {
    account?: string;
    username?: string;
    password?: string;
    nameEn?: string;
    title?: string;
    titleEn?: string;
    bio?: string;
    bioEn?: string;
    official?: boolean;
  } = {},
): Promise<BuiltUser> {
  const user = await buildUser(server, { account: over.account, username: over.username, password: over.password });
  const key = unique('');
  await server.ds.query(
    `UPDATE creator SET name_en = $2, title = $3, title_en = $4, bio = $5, bio_en = $6, official = $7 WHERE id = $1`,
    [user.creatorId, over.nameEn ?? `Creator ${key}`, over.title ?? `头衔 ${key}`, over.titleEn ?? `Title ${key}`,
      over.bio ?? `简介 ${key}`, over.bioEn ?? `About ${key}`, over.official ?? false],
  );
  return user;
}
