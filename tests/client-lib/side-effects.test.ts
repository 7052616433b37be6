import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientFiles } from './support/client-files.js';

const client = path.resolve(import.meta.dirname, '../../client');
const declared = (
  JSON.parse(readFileSync(path.join(client, 'package.json'), 'utf8')) as { sideEffects: string[] }
).sideEffects;

const sources = (): string[] => clientFiles(/\.tsx?$/);

/** `import './x'` → the file it names (relative imports only). */
function target(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
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

  it('registers labels with what a feature offers: each module its index re-exports reaches its i18n itself', () => {
    // A feature's index has no side effects for the bundler: its `import './i18n'` runs only when the index
    // itself is kept, which a page importing one component through it does not do — the docs pages once
    // showed their raw keys (docs.agents.title) that way. So each module a feature's index re-exports
    // whose own imports (within the feature) translate must import the feature's labels among them.
    const featuresDir = path.join(client, 'src/features');
    // Relative imports that name a module (a raw asset such as `./x.d.ts?raw` is none).
    const importsOf = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?'(\.[^'?]+)';/gms)].flatMap((m) => {
        try {
          return [target(file, m[1]!)];
        } catch {
          return [];
        }
      });
    const missing = readdirSync(featuresDir)
      .filter((f) => existsSync(path.join(featuresDir, f, 'i18n/index.ts')) && existsSync(path.join(featuresDir, f, 'index.ts')))
      .flatMap((f) => {
        const root = path.join(featuresDir, f);
        const labels = path.join(root, 'i18n/index.ts');
        return importsOf(path.join(root, 'index.ts'))
          .filter((m) => m !== labels && m.startsWith(root + path.sep))
          .filter((m) => {
            const seen = new Set<string>();
            const walk = (file: string) => {
              if (seen.has(file) || !file.startsWith(root + path.sep) || file.startsWith(path.join(root, 'i18n'))) return;
              seen.add(file);
              importsOf(file).forEach(walk);
            };
            walk(m);
            const translates = [...seen].some((file) => /useTranslation\(/.test(readFileSync(file, 'utf8')));
            return translates && !importsOf(m).includes(labels) && ![...seen].some((file) => importsOf(file).includes(labels));
          })
          .map((m) => path.relative(client, m));
      });
    expect(missing).toEqual([]);
  });

  it('declares no module without side effects of its own: a feature index re-exports only', () => {
    expect(isDeclared(path.join(client, 'src/features/search/index.ts'))).toBe(false);
    expect(isDeclared(path.join(client, 'src/features/search/components/SuggestInput.tsx'))).toBe(false);
  });
});
