import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';

// Fixtures: one import each, linted as if it were a file at `at` (the imported files are real).
const breaks: Array<[at: string, code: string, why: string]> = [
  ['modules/catalog/fixture.ts', `import type { Services } from '../../services.js';`, 'a feature imports the composition root'],
  ['modules/catalog/fixture.ts', `import { features } from '../../features.js';`, 'a feature imports the feature list'],
  ['modules/catalog/fixture.ts', `import { startServer } from '../../server.js';`, 'a feature imports the server'],
  ['modules/catalog/fixture.ts', `import { requireActor } from '../community/identity.js';`, "a feature reaches into another's internals"],
  ['modules/open-call/builtins/fixture.ts', `import { listedApi } from '../../catalog/api-rules.js';`, 'the same, from a nested folder'],
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
  ['graphql/fixture.ts', `import type { NotificationEvent } from '../modules/authoring/authoring.types.js';`],
  ['features.ts', `import { catalogFeature } from './modules/catalog/catalog.module.js';`],
];

describe('architecture boundaries (eslint-plugin-boundaries in eslint.config.js)', () => {
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
