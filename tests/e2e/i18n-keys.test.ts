import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleLabels } from '../../client/src/i18n/rule-labels.js';

// Plain file checks (no browser): every label exists in both languages.
const src = path.resolve(import.meta.dirname, '../../client/src');
const shared = (lang: string) =>
  JSON.parse(readFileSync(path.join(src, 'i18n', `${lang}.json`), 'utf8')) as object;

/**
 * Feature-local bundles (features/<feature>/i18n/<lang>.json, shared/<piece>/i18n/<lang>.json, registered with addResourceBundle): their
 * JSON carries its own top-level key, except api-detail's, which is registered under `detail.`.
 */
function featureBundles(lang: string): object {
  // Shared pieces with labels of their own (shared/admin: the administrator's tables) carry a bundle too.
  const dirs = ['features', 'shared'].map((d) => path.join(src, d));
  const out: Record<string, unknown> = {};
  for (const [dir, feature] of dirs.flatMap((dir) => readdirSync(dir).map((f) => [dir, f] as const))) {
    const file = path.join(dir, feature, 'i18n', `${lang}.json`);
    try {
      const bundle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      Object.assign(out, feature === 'api-detail' ? { detail: bundle } : bundle);
    } catch {
      // a feature without its own labels
    }
  }
  // The shared pieces' own bundle (shared/i18n: copy buttons, relative times, chart periods), under `shared.`.
  Object.assign(out, JSON.parse(readFileSync(path.join(src, 'shared', 'i18n', `${lang}.json`), 'utf8')) as object);
  return out;
}

// The shared rules' labels (`rules.…`, from @api-market/rules) are registered beside the shared bundle.
const load = (lang: 'zh' | 'en') => ({ ...shared(lang), ...ruleLabels(lang), ...featureBundles(lang) });

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'gql' ? [] : files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('i18n resources', () => {
  const zh = keys(load('zh'));
  const en = keys(load('en'));

  it('zh.json and en.json have the same keys', () => {
    expect(zh.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !zh.includes(k))).toEqual([]);
  });

  it('no value is empty and the slogan lists have the same length', () => {
    const zhRes = shared('zh') as { home: { slogans: string[] } };
    const enRes = shared('en') as { home: { slogans: string[] } };
    expect(zhRes.home.slogans.length).toBe(enRes.home.slogans.length);
    const flat = (o: object): unknown[] =>
      Object.values(o).flatMap((v) => (v && typeof v === 'object' ? flat(v as object) : [v]));
    expect(flat(load('zh')).filter((v) => v === '')).toEqual([]);
    expect(flat(load('en')).filter((v) => v === '')).toEqual([]);
  });

  it('every literal key the shell and home page use exists', () => {
    const used = new Set<string>();
    for (const file of files(src)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) used.add(m[1]!);
    }
    // Route handles name pages for placeholders: `pages.<handle.page>`.
    const router = readFileSync(path.join(src, 'app/router.tsx'), 'utf8');
    for (const m of router.matchAll(/(?:todo\('[^']+', |page: )'([A-Za-z0-9_.]+)'/g))
      used.add(`pages.${m[1]!}`);
    expect(used.size).toBeGreaterThan(50);
    // `k_one` / `k_other` are i18next's plural forms of `k`.
    expect(
      [...used].filter(
        (k) => !zh.includes(k) && !zh.some((z) => z.startsWith(`${k}.`) || z.startsWith(`${k}_`)),
      ),
    ).toEqual([]);
  });

  it('every tag of the REST reference (schema/openapi.json) has its menu label in both languages', () => {
    const openapi = JSON.parse(readFileSync(path.resolve(src, '../../schema/openapi.json'), 'utf8')) as {
      tags: Array<{ name: string }>;
    };
    for (const lang of ['zh', 'en']) {
      const docs = JSON.parse(readFileSync(path.join(src, 'features/docs/i18n', `${lang}.json`), 'utf8')) as {
        docs: { tags: Record<string, string> };
      };
      expect(openapi.tags.map((t) => t.name).filter((name) => !docs.docs.tags[name])).toEqual([]);
    }
  });
});
