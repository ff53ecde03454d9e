import { isLocale, type Locale } from '@topup/contracts/locales.ts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bm } from './bm.ts';
import { cn } from './cn.ts';
import { en } from './en.ts';

/** Same storage key as the member site (spec §1): the chosen language survives reloads. */
export const LANG_STORAGE_KEY = 'lang';

export const resources = {
  en: { translation: en },
  bm: { translation: bm },
  cn: { translation: cn },
} as const;

export function storedLocale(): Locale {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    return isLocale(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function initI18n(lng: Locale = storedLocale()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18n;
}

export function changeLocale(locale: Locale) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  void i18n.changeLanguage(locale);
  document.documentElement.lang = locale === 'cn' ? 'zh' : locale === 'bm' ? 'ms' : 'en';
}
