/** Length in characters (code points), as PostgreSQL's char_length counts. */
export function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/**
 * Characters a one-line name (an account's user name, a comment's nickname) may not hold: C0 and C1
 * controls and DEL (line breaks, tabs, escapes, bells), the line and paragraph separators, and the
 * bidirectional embeddings, overrides and isolates — which turn how a name reads around it (a nickname
 * that shows as someone else's, text after it reversed).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const NAME_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** True when a one-line name holds a character of NAME_CONTROLS. */
export const hasNameControls = (s: string): boolean => NAME_CONTROLS.test(s);
