import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The client's shape (issue #33 item 7, eslint.boundaries.js `clientBoundaries`, `clientComponentSize`,
// `clientDataAccess`): fixtures linted as if they were client files at `at`, each breaking one rule once;
// the imported files are real.
const repoRoot = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});
const lint = async (at: string, code: string, rule: string) => {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, 'client/src', at) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule);
};

const breaks: Array<[at: string, code: string, why: string]> = [
  ['features/toolbox/components/Fixture.tsx', `import { Tester } from '../../api-detail/components/Tester';`, "a feature reaches into another's components"],
  ['features/creator/components/Fixture.tsx', `import { openAddress } from '../../api-detail/lib/open-request';`, "a feature reaches into another's lib"],
  ['features/plans/Fixture.tsx', `import { MyApiKeysQuery } from '../creator/graphql/account';`, "a feature reaches into another's documents"],
  ['features/market/hooks/useFixture.ts', `import { useSearchClick } from '../../search/hooks/useSearchClick';`, "a feature reaches into another's hooks"],
  ['shared/components/Fixture.tsx', `import { ApiCard } from '../../features/catalog';`, 'a shared piece imports a feature'],
  ['shared/admin/components/Fixture.tsx', `import { useConsolePath } from '../../../features/console';`, 'a shared piece imports the console'],
  ['features/catalog/Fixture.tsx', `import { HomePage } from '../../pages/home/HomePage';`, 'a feature imports a route page'],
  ['features/creator/components/Fixture.tsx', `import en from '../../api-detail/i18n/en.json';`, "a feature reads another's label file"],
];
const allowed: Array<[at: string, code: string]> = [
  ['features/toolbox/components/Fixture.tsx', `import { Tester } from '../../api-detail';`],
  ['features/toolbox/components/Fixture.tsx', `export const load = () => import('../../api-detail/components/comments/EmojiPanel');`],
  ['features/creator/components/Fixture.tsx', `import { ParamRows } from './ParamRows';`],
  ['features/creator/components/Fixture.tsx', `import '../../api-detail/i18n';`],
  ['features/creator/components/Fixture.tsx', `import { BlockError } from '../../../shared/components/BlockStates';`],
  ['features/creator/components/Fixture.tsx', `import { relativeTime } from '../../../shared/lib/relative-time';`],
  ['features/tender/Fixture.tsx', `import { DataTable } from '../../shared/admin/components/DataTable';`],
  ['features/creator/components/Fixture.tsx', `import { toaster } from '../../../app/toaster';`],
  ['pages/tools/Fixture.tsx', `import { DevTools } from '../../features/toolbox/components/DevTools';`],
];

describe('client boundaries (eslint-plugin-boundaries, clientBoundaries in eslint.boundaries.js)', () => {
  it.each(breaks)('fails the lint when %s has %s (%s)', async (at, code) => {
    const errors = await lint(at, code, 'boundaries/dependencies');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
  });

  it.each(allowed)('lets %s have %s', async (at, code) => {
    expect(await lint(at, code, 'boundaries/dependencies')).toEqual([]);
  });
});

// A component of `lines` lines, counting the `export {};` line that lint() adds.
const component = (lines: number) =>
  `export function Fixture() {\n  const parts = [\n${Array.from({ length: lines - 6 }, (_, i) => `    ${i},`).join('\n')}\n  ];\n  return parts;\n}`;

describe('components stay small (clientComponentSize)', () => {
  it('fails the lint on a component of 151 lines', async () => {
    const errors = await lint('features/catalog/components/Fixture.tsx', component(151), 'max-lines');
    expect(errors.map((e) => e.severity)).toEqual([2]);
  });

  it('fails the lint on a long shared component and a long page at the feature root', async () => {
    expect(await lint('shared/components/Fixture.tsx', component(151), 'max-lines')).toHaveLength(1);
    expect(await lint('features/tender/FixturePage.tsx', component(151), 'max-lines')).toHaveLength(1);
  });

  it('lets a component of 150 lines pass, blank lines and comments not counted', async () => {
    expect(await lint('features/catalog/components/Fixture.tsx', component(150), 'max-lines')).toEqual([]);
    const commented = `${component(150)}\n\n// a note\n/* and another */\n`;
    expect(await lint('features/catalog/components/Fixture.tsx', commented, 'max-lines')).toEqual([]);
  });
});

const useQueryCode = `import { useQuery } from '@apollo/client/react';\nimport { MeQuery } from '../../accounts';\nexport const useMe = () => useQuery(MeQuery);`;

describe('data access through feature hooks (clientDataAccess)', () => {
  it.each([
    ['features/catalog/components/Fixture.tsx', useQueryCode],
    ['features/catalog/Fixture.tsx', `import { useMutation, useSubscription } from '@apollo/client/react';`],
    ['features/catalog/lib/fixture.ts', `import { useLazyQuery } from '@apollo/client/react';`],
    ['shared/components/Fixture.tsx', `import { useQuery } from '@apollo/client';`],
    ['pages/tools/Fixture.tsx', `import { useQuery } from '@apollo/client/react';`],
  ])('fails the lint when %s calls Apollo itself', async (at, code) => {
    const errors = await lint(at, code, 'no-restricted-imports');
    expect(errors.length).toBeGreaterThan(0);
    for (const e of errors) expect([e.severity, e.message]).toEqual([2, expect.stringContaining("feature's hooks/")]);
  });

  it.each([
    ['features/catalog/hooks/useFixture.ts', useQueryCode],
    ['shared/admin/hooks/useFixture.ts', useQueryCode],
    ['features/catalog/components/Fixture.tsx', `import { useApolloClient } from '@apollo/client/react';`],
  ])('lets %s have it', async (at, code) => {
    expect(await lint(at, code, 'no-restricted-imports')).toEqual([]);
  });
});

