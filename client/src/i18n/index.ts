import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import zh from './zh.json';

export type Language = 'zh' | 'en';
export const LANGUAGE_KEY = 'lang';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches every label and remembers the choice. */
export function setLanguage(lang: Language): void {
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
  void i18n.changeLanguage(lang);
}

export { i18n };
