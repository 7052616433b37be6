/** Pure conversions behind /devtools (run in the browser; nothing is sent anywhere). */

/**
 * Why a conversion failed, as a key of `tools.dev.errors` (zh and en): the engine's own messages
 * (“Unexpected token 'a', "abc" is not valid JSON”, “URI malformed”) are English whatever the page's
 * language. JSON errors carry where the engine stopped, when it says.
 */
export type DevError = 'json' | 'jsonEnd' | 'url' | 'base64' | 'utf8';
export type Outcome =
  | { ok: true; value: string }
  | { ok: false; error: DevError; line?: number; column?: number };

export function formatJson(text: string, indent: number | 'min'): Outcome {
  try {
    const v: unknown = JSON.parse(text);
    return { ok: true, value: indent === 'min' ? JSON.stringify(v) : JSON.stringify(v, null, indent) };
  } catch (e) {
    const message = e instanceof Error ? e.message : '';
    if (/end of JSON input/i.test(message)) return { ok: false, error: 'jsonEnd' };
    const at = /line (\d+) column (\d+)/.exec(message);
    return at
      ? { ok: false, error: 'json', line: Number(at[1]), column: Number(at[2]) }
      : { ok: false, error: 'json' };
  }
}

export function urlCode(text: string, mode: 'encode' | 'decode'): Outcome {
  try {
    return { ok: true, value: mode === 'encode' ? encodeURIComponent(text) : decodeURIComponent(text) };
  } catch {
    // encodeURIComponent fails only on a lone surrogate, decodeURIComponent on a broken % escape.
    return { ok: false, error: 'url' };
  }
}

export function base64Code(text: string, mode: 'encode' | 'decode'): Outcome {
  try {
    if (mode === 'encode') {
      const bytes = new TextEncoder().encode(text);
      let bin = '';
      bytes.forEach((b) => (bin += String.fromCharCode(b)));
      return { ok: true, value: btoa(bin) };
    }
    let bin: string;
    try {
      bin = atob(text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/'));
    } catch {
      return { ok: false, error: 'base64' };
    }
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // btoa of the encoded bytes cannot fail; what is left is decoded bytes that are not UTF-8 text.
    return { ok: false, error: 'utf8' };
  }
}

export interface TimeView {
  seconds: number;
  milliseconds: number;
  iso: string;
  local: string;
}

/** A Unix time in seconds or milliseconds (above 10^11 it can only be milliseconds), or a date text; `local` is written for `locale`. */
export function parseTime(input: string, locale?: string): TimeView | null {
  const s = input.trim();
  let ms: number;
  if (/^-?\d+(\.\d+)?$/.test(s)) {
    const n = Number(s);
    ms = Math.abs(n) >= 1e11 ? Math.trunc(n) : Math.trunc(n * 1000);
  } else {
    ms = Date.parse(s);
  }
  const d = new Date(ms);
  if (!s || Number.isNaN(d.getTime())) return null;
  return {
    seconds: Math.floor(ms / 1000),
    milliseconds: ms,
    iso: d.toISOString(),
    // In the page's language (dateLocale), not the browser's: a zh page read 11/29/2026, 1:58:00 PM.
    local: d.toLocaleString(locale),
  };
}

export interface RegexMatch {
  index: number;
  text: string;
  groups: string[];
}

/** What is wrong with a pattern, as a key of `tools.dev.regexErrors` (V8's reasons, which are English). */
const REGEX_REASONS: ReadonlyArray<[RegExp, string]> = [
  [/Unterminated group/i, 'unterminatedGroup'],
  [/Unmatched '\)'/i, 'unmatchedParen'],
  [/Nothing to repeat/i, 'nothingToRepeat'],
  [/Unterminated character class/i, 'unterminatedClass'],
  [/out of order in \{\} quantifier/i, 'quantifierOrder'],
  [/Range out of order/i, 'rangeOrder'],
  [/\\ at end of pattern/i, 'trailingBackslash'],
  [/Duplicate capture group name/i, 'duplicateName'],
  [/capture group name/i, 'groupName'],
  [/Invalid (Unicode )?escape|Invalid (named )?reference/i, 'escape'],
];

/** Every match of the pattern (at most 500), or why an invalid one cannot run (a `tools.dev.regexErrors` key). */
export function testRegex(
  pattern: string,
  flags: string,
  text: string,
): { matches: RegexMatch[] } | { error: string } {
  let re: RegExp;
  try {
    re = new RegExp(pattern, flags.includes('g') ? flags : `${flags}g`);
  } catch (e) {
    const message = e instanceof Error ? e.message : '';
    return { error: REGEX_REASONS.find(([m]) => m.test(message))?.[1] ?? 'other' };
  }
  const matches: RegexMatch[] = [];
  for (const m of text.matchAll(re)) {
    matches.push({ index: m.index ?? 0, text: m[0], groups: m.slice(1).map((g) => g ?? '') });
    if (matches.length >= 500 || (m[0] === '' && matches.length > text.length)) break;
  }
  return { matches };
}
