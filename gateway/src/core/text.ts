/** Length in characters (code points), as PostgreSQL's char_length counts. */
export function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}
