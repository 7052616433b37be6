import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Chakra v3's Alert.Root renders a <div> with no role: an error box that appears (a refused form, a
// failed load, a forbidden list) is then shown but never said to a screen reader user (WCAG 4.1.3).
// Every error Alert carries a role: `alert` for a failure, `status` for information only.
const src = path.resolve(import.meta.dirname, '../../client/src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'gql' ? [] : files(full);
    return name.endsWith('.tsx') ? [full] : [];
  });

describe('error alerts are announced', () => {
  it('every <Alert.Root status="error"> has a role', () => {
    const bad: string[] = [];
    for (const file of files(src)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/<Alert\.Root\b[^>]*?\bstatus="error"[^>]*>/g)) {
        if (!/\brole=/.test(m[0])) bad.push(`${path.relative(src, file)}: ${m[0].replace(/\s+/g, ' ').slice(0, 120)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
