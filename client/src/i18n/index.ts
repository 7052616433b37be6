import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
// Chinese is the default (and fallback) language and ships with the first route; English is fetched
// when it is the stored choice (before the first render) or on the first switch (bundle budget).
import zh from './zh.json';
import { API_STATUS_LABELS } from '@api-market/rules';
import { labelsOf } from './label-sets';

export type Language = 'zh' | 'en';
export const LANGUAGE_KEY = 'lang';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

// The label sets of @api-market/rules the first route shows (the API cards' status); every set comes
// with the first lazy screen (rule-labels-late.ts).
const firstRoute = { apiStatus: API_STATUS_LABELS };

let english: Promise<void> | undefined;
type Labels = { default: Record<string, unknown> };
const firstRouteEnglish: Array<() => Promise<Labels>> = [];

/**
 * The English labels of a feature bundle on the first route (`features/<x>/i18n`), fetched with the
 * app's English rather than shipped in the entry: its module registers its Chinese labels itself and
 * calls this at its top level, which runs before the stored language's labels are fetched. Bundles of
 * lazy screens import their en.json as usual (their chunk is fetched when shown).
 */
export function englishLabels(load: () => Promise<Labels>): void {
  firstRouteEnglish.push(load);
  // Called later after all (English requested already): fetched now, and awaited by the next switch.
  if (english)
    english = english.then(load).then(
      (m) => addEnglish(m.default),
      (e: unknown) => {
        english = undefined;
        throw e;
      },
    );
}

const addEnglish = (labels: Record<string, unknown>) =>
  void i18n.addResourceBundle('en', 'translation', labels, true, true);

/** Adds the English labels (deep-merged: feature bundles such as `detail.` stay). */
function loadEnglish(): Promise<void> {
  english ??= Promise.all([import('./en.json'), ...firstRouteEnglish.map((load) => load())]).then(
    ([m, ...features]) => {
      for (const f of features) addEnglish(f.default);
      addEnglish({ ...m.default, ...labelsOf(firstRoute, 'en') });
    },
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
    resources: { zh: { translation: { ...zh, ...labelsOf(firstRoute, 'zh') } } },
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
