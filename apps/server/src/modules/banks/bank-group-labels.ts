import type { Locale, Localized } from '@topup/contracts/locales.ts';
import type { Translations } from './banks.table.ts';

/** A deposit method's text in one language: its translation, or the English when there is none. */
export function labelIn(english: string, translations: Translations, locale: Locale): string {
  return (locale === 'en' ? undefined : translations[locale]) || english;
}

/** A deposit method's text in every language, as the staff form edits it. */
export function labelsOf(english: string, translations: Translations): Localized {
  return { en: english, bm: labelIn(english, translations, 'bm'), cn: labelIn(english, translations, 'cn') };
}

/** The English text and the other languages, as bank_groups stores them. */
export function storedLabels(text: Localized): { english: string; translations: Translations } {
  return { english: text.en, translations: { bm: text.bm, cn: text.cn } };
}
