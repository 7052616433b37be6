/** The quantifier at `at` (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`): its length and whether it repeats (may match more than once). */
function quantifierAt(pattern: string, at: number): { length: number; repeats: boolean } | null {
  const c = pattern[at];
  if (c === '*' || c === '+') return { length: 1, repeats: true };
  if (c === '?') return { length: 1, repeats: false };
  if (c !== '{') return null;
  const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at, at + 24));
  if (!m) return null;
  const max = m[2] === undefined ? Number(m[1]) : m[3] ? Number(m[3]) : Number.POSITIVE_INFINITY;
  return { length: m[0].length, repeats: max > 1 };
}

/**
 * Whether a JavaScript pattern has a shape that backtracks exponentially on an input that almost matches:
 * a repeated group that itself holds a quantifier or an alternation (`(a+)+`, `(a|aa)*`, `(\w+\s?)*$`),
 * or a backreference. `/^(a+)+$/` took seconds on 30 characters and doubles with each one more; a drift
 * check runs it on the event loop, over an answer of the same creator's upstream. Conservative: a few
 * patterns that are safe answer true as well (`(\d{3})+`), which only means they are not run.
 */
export function mayBacktrackExponentially(pattern: string): boolean {
  /** Per open group: it holds a quantifier or an alternation (directly or in a group inside it). */
  const open: boolean[] = [];
  const mark = () => {
    if (open.length) open[open.length - 1] = true;
  };
  let at = 0;
  while (at < pattern.length) {
    const c = pattern[at]!;
    if (c === '\\') {
      const next = pattern[at + 1] ?? '';
      // A backreference (\1, \k<name>) matches what a group took: no linear engine promises it.
      if (/[1-9k]/.test(next)) return true;
      at += 2;
    } else if (c === '[') {
      at++;
      while (at < pattern.length && pattern[at] !== ']') at += pattern[at] === '\\' ? 2 : 1;
      at++;
    } else if (c === '(') {
      open.push(false);
      at++;
      // (?:…), (?=…), (?!…), (?<=…), (?<!…), (?<name>…): the `?` is no quantifier.
      if (pattern[at] === '?') {
        at++;
        if (pattern[at] === '<' && pattern[at + 1] !== '=' && pattern[at + 1] !== '!') {
          const end = pattern.indexOf('>', at);
          at = end < 0 ? pattern.length : end + 1;
        } else at += pattern[at] === '<' ? 2 : 1;
      }
    } else if (c === ')') {
      const inner = open.pop() ?? false;
      at++;
      const q = quantifierAt(pattern, at);
      if (inner && q?.repeats) return true;
      if (inner) mark();
    } else if (c === '|') {
      mark();
      at++;
    } else {
      const q = quantifierAt(pattern, at);
      if (q) {
        mark();
        at += q.length;
      } else at++;
    }
  }
  return false;
}
