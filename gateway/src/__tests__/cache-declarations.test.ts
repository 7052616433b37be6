import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.js';

/**
 * Issue #33 item 6: every feature declares what it reads from the read cache and what its writes touch in
 * one place next to its service, `modules/<m>/<m>.cache.ts` (`cacheRules`, core/cache.rules.ts), and each
 * write it declares is run through that declaration (`declaredWrite(<m>Cache.writes.<w>(…), …)`): a
 * declaration nothing uses says nothing true. What each declaration means is held by the modules' cache
 * tests (`*-cache.test.ts`, http/__tests__/read-cache-*-writes.test.ts).
 */
const modulesDir = path.join(repoRoot, 'gateway/src/modules');
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** `device-info` → `deviceInfoCache`. */
const exportName = (m: string) => `${m.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}Cache`;
const sources = globSync('gateway/src/**/*.ts', { cwd: repoRoot })
  .filter((f) => !f.includes('__tests__') && !f.endsWith('.cache.ts'))
  .map((f) => readFileSync(path.join(repoRoot, f), 'utf8'))
  .join('\n');

describe('cache declarations: one <m>.cache.ts per module, each declared write used', () => {
  it('finds the modules', () => {
    expect(modules.length).toBeGreaterThan(20);
    expect(modules).toContain('catalog');
  });

  it.each(modules)('modules/%s declares its reads and writes in its own cache.ts', async (m) => {
    const file = path.join(modulesDir, m, `${m}.cache.ts`);
    expect(existsSync(file), `modules/${m}/${m}.cache.ts is missing`).toBe(true);
    const declared = ((await import(pathToFileURL(file).href)) as Record<string, unknown>)[exportName(m)] as
      | { reads?: Record<string, unknown>; writes?: Record<string, unknown> }
      | undefined;
    expect(declared, `${m}.cache.ts exports ${exportName(m)} = cacheRules({ reads, writes })`).toBeDefined();
    expect(typeof declared!.reads).toBe('object');
    expect(typeof declared!.writes).toBe('object');
    const unused = Object.keys(declared!.writes!).filter((w) => !sources.includes(`${exportName(m)}.writes.${w}(`));
    expect(unused, `writes of ${m}.cache.ts no service runs through`).toEqual([]);
  });
});
