import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientFiles, clientSrc } from './support/client-files.js';

// Chakra v3's Alert.Root renders a <div> with no role: an error box that appears (a refused form, a
// failed load, a forbidden list) is then shown but never said to a screen reader user (WCAG 4.1.3).
// Every error Alert carries a role: `alert` for a failure, `status` for information only (and for what
// comes with the page, such as a sunset version's banner). An error Alert is one whose status is the
// literal "error" or an expression that can give 'error' (`status={gone ? 'error' : 'warning'}`) or
// that the test cannot read (a variable).
const src = clientSrc;

/** Each `<Alert.Root …>` opening tag whole: up to its `>` outside braces and quotes (`=>` in a prop is no end). */
function alertTags(text: string): string[] {
  const tags: string[] = [];
  for (const start of text.matchAll(/<Alert\.Root\b/g)) {
    let depth = 0;
    let quote = '';
    let i = start.index + start[0].length;
    for (; i < text.length; i++) {
      const c = text[i];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    tags.push(text.slice(start.index, i + 1));
  }
  return tags;
}

/** Whether the tag's status is (or may be) `error`: the literal, a choice with an 'error' in it, or no literal at all (a variable). */
function mayBeError(tag: string): boolean {
  if (/\bstatus="error"/.test(tag)) return true;
  const expr = /\bstatus=\{([^}]*)\}/.exec(tag)?.[1];
  if (expr === undefined) return false;
  const literals = [...expr.matchAll(/(['"`])([^'"`]*)\1/g)].map((m) => m[2]);
  return literals.length === 0 || literals.includes('error');
}

describe('error alerts are announced', () => {
  it('finds literal, conditional and unknown error statuses (and leaves the others)', () => {
    const text = `
      <Alert.Root status="error" data-x="1">
      <Alert.Root
        status={gone ? 'error' : 'warning'}
        onClick={() => go()}
        data-testid="b"
      >
      <Alert.Root status={kind}>
      <Alert.Root status={on ? 'success' : 'info'}>
      <Alert.Root status={failed.length ? 'warning' : 'success'}>
      <Alert.Root status="warning">`;
    const tags = alertTags(text);
    expect(tags).toHaveLength(6);
    expect(tags[1]).toContain('data-testid="b"');
    expect(tags.map(mayBeError)).toEqual([true, true, true, false, false, false]);
  });

  it('every error <Alert.Root> (status "error", or a status={…} that can be) has a role', () => {
    const bad: string[] = [];
    for (const file of clientFiles(/\.tsx$/)) {
      for (const tag of alertTags(readFileSync(file, 'utf8'))) {
        if (mayBeError(tag) && !/\brole=/.test(tag)) bad.push(`${path.relative(src, file)}: ${tag.replace(/\s+/g, ' ').slice(0, 120)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
