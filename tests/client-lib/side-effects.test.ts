import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const client = path.resolve(import.meta.dirname, '../../client');
const declared = (
  JSON.parse(readFileSync(path.join(client, 'package.json'), 'utf8')) as { sideEffects: string[] }
).sideEffects;

function sources(dir = path.join(client, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** `import './x'` → the file it names (relative imports only). */
function target(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  const file = [
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
    base,
  ].find((f) => existsSync(f) && statSync(f).isFile());
  if (!file) throw new Error(`${from}: cannot resolve ${spec}`);
  return file;
}

const isDeclared = (file: string) =>
  declared.some((glob) => path.matchesGlob(`./${path.relative(client, file)}`, glob));

/**
 * client/package.json declares which modules have side effects, so that the bundler leaves out what a
 * feature's index re-exports for lazy screens only (issue #35: that put the suggestions combobox in the
 * first route). A module imported for its side effects alone and not declared would be dropped from the
 * build silently — its labels missing, say.
 */
describe("the client's sideEffects", () => {
  const imports = sources().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^import\s+'(\.[^']+)';/gm)].map((m) => ({
      file: path.relative(client, file),
      module: path.relative(client, target(file, m[1]!)),
    })),
  );

  it('finds the side-effect imports (the feature label bundles, the late labels)', () => {
    expect(imports.length).toBeGreaterThan(50);
    expect(imports.map((i) => i.module)).toContain('src/i18n/rule-labels-late.ts');
  });

  it('declares every module imported for its side effects alone', () => {
    expect(imports.filter((i) => !isDeclared(path.join(client, i.module)))).toEqual([]);
  });

  it('declares no module without side effects of its own: a feature index re-exports only', () => {
    expect(isDeclared(path.join(client, 'src/features/search/index.ts'))).toBe(false);
    expect(isDeclared(path.join(client, 'src/features/search/components/SuggestInput.tsx'))).toBe(false);
  });
});
