import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// axe's aria-prohibited-attr (serious): a plain <div> may not carry an aria-label. Chakra's Skeleton, Box
// and stacks render a <div>, so a named one also says what it is (role="status" for a loading
// placeholder, role="img", an `as` landmark…). Seen on the API detail's code samples at 375 px (#34).
const src = path.resolve(import.meta.dirname, '../../client/src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'gql' ? [] : files(full);
    return name.endsWith('.tsx') ? [full] : [];
  });

describe('named placeholders and boxes', () => {
  it('no Skeleton, Box or Stack carries an aria-label without a role (or an `as` element)', () => {
    const bad: string[] = [];
    for (const file of files(src)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/<(Skeleton|Box|Stack|HStack|VStack|Flex)\b[^>]*?\baria-label=[^>]*>/g)) {
        if (!/\b(role|as)=/.test(m[0])) bad.push(`${path.relative(src, file)}: ${m[0].replace(/\s+/g, ' ').slice(0, 120)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
