/** Picks the English text in English when there is one, else the Chinese original. */
export function localized(lang: string, zh: string, en: string | null | undefined): string {
  return lang.startsWith('en') && en ? en : zh;
}

/** The locale dates and numbers are written in: day-first English, or Chinese. */
export function dateLocale(lang: string): 'en-GB' | 'zh-CN' {
  return lang.startsWith('en') ? 'en-GB' : 'zh-CN';
}
