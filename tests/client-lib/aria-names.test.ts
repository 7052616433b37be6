import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientFiles, clientSrc } from './support/client-files.js';

// axe's aria-prohibited-attr (serious): a plain <div> may not carry an aria-label. Chakra's Skeleton, Box
// and stacks render a <div>, so a named one also says what it is (role="status" for a loading
// placeholder, role="img", an `as` landmark…). Seen on the API detail's code samples at 375 px (#34).
const src = clientSrc;

describe('named placeholders and boxes', () => {
  it('no Skeleton, Box or Stack carries an aria-label without a role (or an `as` element)', () => {
    const bad: string[] = [];
    for (const file of clientFiles(/\.tsx$/)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/<(Skeleton|Box|Stack|HStack|VStack|Flex)\b[^>]*?\baria-label=[^>]*>/g)) {
        if (!/\b(role|as)=/.test(m[0])) bad.push(`${path.relative(src, file)}: ${m[0].replace(/\s+/g, ' ').slice(0, 120)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
