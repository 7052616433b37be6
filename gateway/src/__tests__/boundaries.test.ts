import { ESLint } from 'eslint';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';

// Fixtures: one import each, linted as if it were a file at `at` (the imported files are real).
const breaks: Array<[at: string, code: string, why: string]> = [
  ['modules/catalog/fixture.ts', `import type { Services } from '../../services.js';`, 'a feature imports the composition root'],
  ['modules/catalog/fixture.ts', `import { features } from '../../features.js';`, 'a feature imports the feature list'],
  ['modules/catalog/fixture.ts', `import { startServer } from '../../server.js';`, 'a feature imports the server'],
  ['modules/catalog/fixture.ts', `import { requireActor } from '../community/identity.js';`, "a feature reaches into another's internals"],
  ['modules/open-call/builtins/fixture.ts', `import { ApiPageReads } from '../../catalog/api-page.reads.js';`, 'the same, from a nested folder'],
  ['modules/feedback/fixture.ts', `import { CommunityResolver } from '../community/community.resolver.js';`, "a feature imports another's resolver"],
  ['core/fixture.ts', `import { ApiEntity } from '../modules/catalog/api.entity.js';`, 'core imports a feature'],
  ['core/fixture.ts', `import { registerErrorHandler } from '../http/error-handler.js';`, 'core imports a door'],
  ['http/fixture.ts', `import { ApiCatalogService } from '../modules/catalog/api-catalog.service.js';`, 'http imports a feature'],
  ['graphql/fixture.ts', `import type { ApiWorkflowService } from '../modules/authoring/api-workflow.service.js';`, 'graphql imports a feature service'],
];

const allowed: Array<[at: string, code: string]> = [
  ['modules/catalog/fixture.ts', `import { CommunityService } from '../community/community.service.js';`],
  ['modules/catalog/fixture.ts', `import type { CommentView } from '../community/community.types.js';`],
  ['modules/catalog/fixture.ts', `import { badInput } from '../../core/errors.js';`],
  ['modules/catalog/fixture.ts', `import { loadConfig } from '../../config.js';`],
  ['modules/catalog/fixture.ts', `import { catalogLoaders } from './catalog.loaders.js';`],
  ['modules/stars/fixture.ts', `import { isHotApi } from '../catalog/api.rules.js';`],
  ['graphql/fixture.ts', `import type { NotificationEvent } from '../modules/authoring/authoring.types.js';`],
  ['features.ts', `import { catalogFeature } from './modules/catalog/catalog.module.js';`],
];

describe('architecture boundaries (eslint-plugin-boundaries in eslint.config.js)', () => {
  it('reads the database pool through db/pool.ts only: nothing reaches into TypeORM\'s driver.master or patches the pool', () => {
    const files = globSync('gateway/src/**/*.ts', { cwd: repoRoot }).filter((f) => !f.includes('__tests__'));
    const reaching = files.filter((f) => /\bmaster\b.*\bPool\b|\.master\b|pool\.connect\s*=/.test(readFileSync(path.join(repoRoot, f), 'utf8')));
    expect(reaching).toEqual([]);
  });

  it('spells every rule file one way, *.rules.ts (the spelling the lint lets other features import)', () => {
    const files = [
      ...globSync('gateway/src/**/*rules.ts', { cwd: repoRoot }),
      ...globSync('client/src/**/*rules.{ts,tsx}', { cwd: repoRoot }),
    ];
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => !/\.rules\.tsx?$/.test(path.basename(f)))).toEqual([]);
  });

  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  const boundaryErrors = async (at: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, 'gateway/src', at) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies');
  };

  it.each(breaks)('fails the lint when %s has %s (%s)', async (at, code) => {
    const errors = await boundaryErrors(at, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
  });

  it.each(allowed)('lets %s have %s', async (at, code) => {
    expect(await boundaryErrors(at, code)).toEqual([]);
  });
});

// Doors only authenticate (issue #33): a resolver or a route file never checks a role itself.
const doorBreaks: Array<[at: string, code: string]> = [
  ['modules/admin/fixture.resolver.ts', `import { requireAdmin } from '../../core/auth-user.js';`],
  ['modules/admin/fixture.routes.ts', `import { requireUser } from '../../core/auth-user.js';`],
  ['modules/admin/nested/fixture.routes.ts', `import { authorize } from '../../../core/policy.js';`],
  ['modules/admin/fixture.routes.ts', `import { admit } from '../../core/policy.js';`],
];
const doorAllowed: Array<[at: string, code: string]> = [
  ['modules/admin/fixture.service.ts', `import { authorize } from '../../core/policy.js';`],
  ['modules/admin/fixture.routes.ts', `import { gate } from '../../core/guards.js';`],
  ['modules/admin/fixture.resolver.ts', `import type { AuthUser } from '../../core/auth-user.js';`],
];

describe('doors only authenticate (no-restricted-imports in eslint.boundaries.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });
  const doorErrors = async (at: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, 'gateway/src', at) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
  };

  it.each(doorBreaks)('fails the lint when %s has %s', async (at, code) => {
    const errors = await doorErrors(at, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
  });

  it.each(doorAllowed)('lets %s have %s', async (at, code) => {
    expect(await doorErrors(at, code)).toEqual([]);
  });
});

// The client restates no SPEC rule or label (eslint.boundaries.js `clientSharedRules`): fixtures linted
// as a client file, each breaking it once; and the same values taken from @api-market/rules pass.
const restated: Array<[code: string, why: string]> = [
  [`const NICKNAME_MAX = 20;`, 'a limit with its own number'],
  [`export const SUMMARY_MIN = 5;`, 'an exported minimum'],
  [`const LIMITS = { name: 64, address: 2048 } as const;`, 'a table of limits'],
  [`const STATUSES = [1, 0, -1, -3] as const;`, 'a list of status codes'],
  [`const ok = /^[^\\s@]+@[^\\s@]+$/.test('a@b.c');`, 'an e-mail pattern'],
  [`const label = '已下架';`, 'a status label'],
  [`const ACCOUNT_RULE = /^[A-Za-z0-9_]{3,32}$/;`, 'a pattern of an account'],
];
const shared: string[] = [
  `import { COMMENT_LIMITS } from '@api-market/rules';\nconst NICKNAME_MAX = COMMENT_LIMITS.nicknameMax;`,
  `import { API_STATUS } from '@api-market/rules';\nconst STATUSES = [API_STATUS.Published, API_STATUS.Offline];`,
  `import { isEmail } from '@api-market/rules';\nconst ok = isEmail('a@b.c');`,
];

describe('shared rules in the client (clientSharedRules in eslint.boundaries.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });
  const restatements = async (code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, 'client/src/features/catalog/fixture.ts') });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax');
  };

  it.each(restated)('fails the lint on %s (%s)', async (code) => {
    const errors = await restatements(code);
    // One error per restated value (a list of four codes: four).
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect([e.severity, e.message]).toEqual([2, expect.stringContaining('@api-market/rules')]);
  });

  it.each(shared)('lets the client import %s', async (code) => {
    expect(await restatements(code)).toEqual([]);
  });

  it('lets a feature of the gateway import the shared rules', async () => {
    const [result] = await eslint.lintText(`import { API_STATUS } from '@api-market/rules';\nexport const s = API_STATUS;\n`, {
      filePath: path.join(repoRoot, 'gateway/src/modules/catalog/fixture.ts'),
    });
    expect(result?.messages ?? []).toEqual([]);
  });
});

// One paging schema (eslint.boundaries.js `onePagingSchema`): a feature writing its own page/pageSize
// schema fails; spreading the one in core/paging.ts passes.
const ownPaging: Array<[at: string, code: string]> = [
  ['modules/admin/fixture.routes.ts', `const q = { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } };`],
  ['modules/tender/fixture.routes.ts', `const q = { properties: { pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 10 } } };`],
  ['modules/plans/fixture.presenter.ts', `const p = { pageNum: { type: 'integer' } };`],
  ['modules/open-call/fixture.routes.ts', `const base = { maximum: 10 };\nconst q = { pageSize: { ...base, default: 10 } };`],
];
const onePaging: Array<[at: string, code: string]> = [
  [
    'modules/admin/fixture.routes.ts',
    `import { PAGED_LISTS, pagingQuery } from '../../core/paging.js';\nconst q = { type: 'object', properties: { ...pagingQuery(PAGED_LISTS.adminConsole), name: { type: 'string' } } };`,
  ],
  ['modules/community/fixture.routes.ts', `const body = { total: 1, page: 2, pageSize: 10 };\nconst schema = { pageSize: { $ref: 'x' } };`],
];

describe('one paging schema (onePagingSchema in eslint.boundaries.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });
  const pagingErrors = async (at: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, 'gateway/src', at) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax');
  };

  it.each(ownPaging)('fails the lint when %s writes its own paging schema: %s', async (at, code) => {
    const errors = await pagingErrors(at, code);
    expect(errors).toHaveLength(1);
    expect([errors[0]?.severity, errors[0]?.message]).toEqual([2, expect.stringContaining('pagingQuery(PAGED_LISTS')]);
  });

  it.each(onePaging)('lets %s have %s', async (at, code) => {
    expect(await pagingErrors(at, code)).toEqual([]);
  });
});

// One raw-SQL style (issue #33 item 4, `rawSqlThroughCoreSql` in eslint.boundaries.js): a feature's SQL goes
// through core/sql.ts or a repository; a bare `.query(…)` (rows typed `any`) and `any` row types fail the lint.
const rawSql: Array<[at: string, code: string, why: string]> = [
  ['modules/tender/fixture.service.ts', `export const n = (ds: import('typeorm').DataSource) => ds.query('SELECT 1');`, 'a bare query on the data source'],
  [
    'modules/accounts/nested/fixture.ts',
    `export const n = (em: import('typeorm').EntityManager) => em.query<Array<{ n: number }>>('SELECT 1 AS n');`,
    'an asserted row type on a manager, in a nested folder',
  ],
  ['modules/authoring/fixture.service.ts', `// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const rows: any[] = [];`, 'an any row type'],
  // The last two modules converted (no module is exempt any more).
  ['modules/imports/fixture.service.ts', `export const n = (ds: import('typeorm').DataSource) => ds.query('SELECT 1');`, 'a bare query in imports'],
  ['modules/mock/fixture.ts', `export const n = (ds: import('typeorm').DataSource) => ds.query('SELECT 1');`, 'a bare query in mock'],
];
const rawSqlAllowed: Array<[at: string, code: string]> = [
  [
    'modules/tender/fixture.service.ts',
    `import { z } from 'zod';
import { sqlOn, statement } from '../../core/sql.js';
const one = statement('fixture.one', 'SELECT 1 AS n', z.object({ n: z.number() }));
export const n = (ds: import('typeorm').DataSource) => sqlOn(ds).first(one, []);`,
  ],
  ['modules/tender/fixture.routes.ts', `export const q = (req: { query: unknown }) => req.query;`],
  ['modules/tender/__tests__/fixture.test.ts', `export const n = (ds: import('typeorm').DataSource) => ds.query('SELECT 1');`],
];

describe('one raw-SQL style (rawSqlThroughCoreSql in eslint.boundaries.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });
  const rawSqlErrors = async (at: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, 'gateway/src', at) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax');
  };

  it.each(rawSql)('fails the lint when %s has %s (%s)', async (at, code) => {
    const errors = await rawSqlErrors(at, code);
    expect(errors).toHaveLength(1);
    expect([errors[0]?.severity, errors[0]?.message]).toEqual([2, expect.stringContaining('core/sql.ts')]);
  });

  it.each(rawSqlAllowed)('lets %s have %s', async (at, code) => {
    expect(await rawSqlErrors(at, code)).toEqual([]);
  });
});
