import { isLocale, type Locale } from '@topup/contracts/locales.ts';
import { createStore } from '../ui/create-store.ts';
import { bm } from './locales/bm.ts';
import { cn } from './locales/cn.ts';
import { en } from './locales/en.ts';

export const LANG_KEY = 'lang';
const HTML_LANG: Record<Locale, string> = { en: 'en', bm: 'ms', cn: 'zh-Hans' };

type Texts = { [key: string]: string | Texts };
const TEXTS: Record<Locale, Texts> = { en, bm, cn };

/** The interface language; components that translate re-render when it changes. */
const languageStore = createStore<Locale>('en');

export function storedLanguage(): Locale {
  const stored = localStorage.getItem(LANG_KEY);
  return isLocale(stored) ? stored : 'en';
}

function lookup(texts: Texts, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of a dotted key (`common.ok`) in the current language, else in English (en
 * is the fallback), else the key itself. The texts are plain strings: no plurals, no
 * interpolation (the three bundled languages need none; see docs/decisions.md).
 */
export function t(key: string): string {
  return lookup(TEXTS[languageStore.get()], key) ?? lookup(en, key) ?? key;
}

/** `t` for a component, re-rendering it when the language changes (react-i18next's shape). */
export function useTranslation(): { t: (key: string) => string } {
  languageStore.use();
  return { t };
}

/** Sets the interface language (en default and fallback, choice kept under `lang`). */
export function initI18n(language: Locale = storedLanguage()) {
  languageStore.set(language);
  document.documentElement.lang = HTML_LANG[language];
}

/** Switches the interface language and keeps the choice (the language picker). */
export function changeLanguage(language: Locale) {
  localStorage.setItem(LANG_KEY, language);
  initI18n(language);
}

export function currentLanguage(): Locale {
  return languageStore.get();
}
