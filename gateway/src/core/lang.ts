import type { Lang } from './errors.js';

/** The caller's language: `?lang=`, then `X-Lang`, then Accept-Language; Chinese first. */
export function pickLang(headers: Record<string, string | string[] | undefined>, query?: unknown): Lang {
  const q = (query as { lang?: unknown } | undefined)?.lang;
  if (q === 'en' || q === 'zh') return q;
  const x = headers['x-lang'];
  if (x === 'en' || x === 'zh') return x;
  const accept = String(headers['accept-language'] ?? '').toLowerCase();
  if (!accept) return 'zh';
  // First language named wins (browsers list by preference).
  const first = accept.split(',')[0]?.trim() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}

/** The text in the caller's language; Chinese when there is no English one. */
export function inLang(lang: Lang, zh: string, en: string | null | undefined): string {
  return lang === 'en' && en ? en : zh;
}
