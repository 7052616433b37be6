/** Pure conversions behind /devtools (run in the browser; nothing is sent anywhere). */

export type Outcome = { ok: true; value: string } | { ok: false; error: string };

const fail = (e: unknown): Outcome => ({ ok: false, error: e instanceof Error ? e.message : String(e) });

export function formatJson(text: string, indent: number | 'min'): Outcome {
  try {
    const v: unknown = JSON.parse(text);
    return { ok: true, value: indent === 'min' ? JSON.stringify(v) : JSON.stringify(v, null, indent) };
  } catch (e) {
    return fail(e);
  }
}

export function urlCode(text: string, mode: 'encode' | 'decode'): Outcome {
  try {
    return { ok: true, value: mode === 'encode' ? encodeURIComponent(text) : decodeURIComponent(text) };
  } catch (e) {
    return fail(e);
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
    const bin = atob(text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch (e) {
    return fail(e);
  }
}

export interface TimeView {
  seconds: number;
  milliseconds: number;
  iso: string;
  local: string;
}

/** A Unix time in seconds or milliseconds (above 10^11 it can only be milliseconds), or a date text. */
export function parseTime(input: string): TimeView | null {
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
    local: d.toLocaleString(),
  };
}

export interface RegexMatch {
  index: number;
  text: string;
  groups: string[];
}

/** Every match of the pattern (at most 500), or the engine's own error for an invalid one. */
export function testRegex(
  pattern: string,
  flags: string,
  text: string,
): { matches: RegexMatch[] } | { error: string } {
  let re: RegExp;
  try {
    re = new RegExp(pattern, flags.includes('g') ? flags : `${flags}g`);
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  const matches: RegexMatch[] = [];
  for (const m of text.matchAll(re)) {
    matches.push({ index: m.index ?? 0, text: m[0], groups: m.slice(1).map((g) => g ?? '') });
    if (matches.length >= 500 || (m[0] === '' && matches.length > text.length)) break;
  }
  return { matches };
}
