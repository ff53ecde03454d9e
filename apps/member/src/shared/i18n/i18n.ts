import { isLocale, type Locale } from '@topup/contracts/locales.ts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bm } from './locales/bm.ts';
import { cn } from './locales/cn.ts';
import { en } from './locales/en.ts';

export const LANG_KEY = 'lang';
const HTML_LANG: Record<Locale, string> = { en: 'en', bm: 'ms', cn: 'zh-Hans' };

export function storedLanguage(): Locale {
  const stored = localStorage.getItem(LANG_KEY);
  return isLocale(stored) ? stored : 'en';
}

/** i18next with the three bundled languages (spec §1: en default and fallback, choice kept under `lang`). */
export function initI18n(language: Locale = storedLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { en: { translation: en }, bm: { translation: bm }, cn: { translation: cn } },
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else {
    void i18next.changeLanguage(language);
  }
  document.documentElement.lang = HTML_LANG[language];
  return i18next;
}

/** Switches the interface language and keeps the choice (spec §2 language picker). */
export function changeLanguage(language: Locale) {
  localStorage.setItem(LANG_KEY, language);
  document.documentElement.lang = HTML_LANG[language];
  void i18next.changeLanguage(language);
}

export function currentLanguage(): Locale {
  return isLocale(i18next.language) ? i18next.language : 'en';
}
