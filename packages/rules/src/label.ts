/** A text in both languages of the platform. */
export interface Label {
  zh: string;
  en: string;
}

/** The label in `lang` (an i18next language such as `en`, `en-GB`, `zh`): English for `en*`, else Chinese. */
export function pick(label: Label, lang: string): string {
  return lang.startsWith('en') ? label.en : label.zh;
}

/** Characters as people and the server count them: code points, not UTF-16 units (after trimming). */
export function charCount(value: string): number {
  return [...value.trim()].length;
}
