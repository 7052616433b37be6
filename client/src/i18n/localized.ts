/** Picks the English text in English when there is one, else the Chinese original. */
export function localized(lang: string, zh: string, en: string | null | undefined): string {
  return lang.startsWith('en') && en ? en : zh;
}

/** The locale dates and numbers are written in: day-first English, or Chinese. */
export function dateLocale(lang: string): 'en-GB' | 'zh-CN' {
  return lang.startsWith('en') ? 'en-GB' : 'zh-CN';
}

/** A bilingual `English · 中文` text (the gateway's OpenAPI summaries and tags) → the reader's half. */
export function bilingualHalf(text: string, lang: string): string {
  const parts = text.split(' · ');
  if (parts.length < 2) return text;
  const cjk = (s: string) => /[\u3400-\u9fff]/.test(s);
  const zh = parts.find(cjk);
  const en = parts.find((s) => !cjk(s));
  return (lang.startsWith('en') ? (en ?? zh) : (zh ?? en)) ?? text;
}

