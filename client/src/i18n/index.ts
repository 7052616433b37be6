import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
// Chinese is the default (and fallback) language and ships with the first route; English is fetched
// when it is the stored choice (before the first render) or on the first switch (bundle budget).
import zh from './zh.json';
import { ruleLabels } from './rule-labels';

export type Language = 'zh' | 'en';
export const LANGUAGE_KEY = 'lang';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

let english: Promise<void> | undefined;

/** Adds the English labels (deep-merged: feature bundles such as `detail.` stay). */
function loadEnglish(): Promise<void> {
  english ??= import('./en.json').then(
    (m) =>
      void i18n.addResourceBundle('en', 'translation', { ...m.default, ...ruleLabels('en') }, true, true),
    (e: unknown) => {
      english = undefined;
      throw e;
    },
  );
  return english;
}

/** Resolves once the stored language's labels are in place: main.tsx renders after it (no untranslated flash). */
export const i18nReady: Promise<void> = (async () => {
  let lng = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { zh: { translation: { ...zh, ...ruleLabels('zh') } } },
    lng: 'zh',
    fallbackLng: 'zh',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lng === 'en') {
    try {
      await loadEnglish();
    } catch {
      lng = 'zh'; // English could not be fetched: show Chinese rather than nothing.
    }
    await i18n.changeLanguage(lng);
  }
})();

/** Switches every label and remembers the choice (English is fetched on its first use). */
export async function setLanguage(lang: Language): Promise<void> {
  if (lang === 'en') await loadEnglish();
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  await i18n.changeLanguage(lang);
}

export { i18n };
