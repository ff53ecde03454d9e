import { isLocale, type Locale } from '@topup/contracts/locales.ts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatRMText } from '../format/format.ts';

/** Same storage key as the member site: the chosen language survives reloads. */
export const LANG_STORAGE_KEY = 'lang';

export function storedLocale(): Locale {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    return isLocale(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

type Texts = { [key: string]: string | Texts };
type LoadTexts = (locale: Locale) => Promise<Texts>;

let loadTexts: LoadTexts | undefined;

const htmlLang = (locale: Locale) => (locale === 'cn' ? 'zh' : locale === 'bm' ? 'ms' : 'en');

/** Starts i18next with the given catalogues (the tests pass all three at once). */
export function initI18n(lng: Locale, resources: Partial<Record<Locale, Texts>>) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: Object.fromEntries(
        Object.entries(resources).map(([l, texts]) => [l, { translation: texts }]),
      ),
      lng,
      // Every catalogue is complete (app/texts.test.ts); only the session's language is loaded.
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    // `{{amount, rm}}`: an amount in ringgit as the API or a form holds it ("1000", 12.5)
    // written as everywhere else in the back-office, "RM 1,000.00".
    i18n.services.formatter?.add('rm', (value) => formatRMText(String(value)));
  }
  return i18n;
}

/** The app's start: loads only the stored language's catalogue; others load when chosen. */
export async function startI18n(load: LoadTexts) {
  loadTexts = load;
  const locale = storedLocale();
  initI18n(locale, { [locale]: await load(locale) });
  document.documentElement.lang = htmlLang(locale);
}

export async function changeLocale(locale: Locale) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  if (!i18n.hasResourceBundle(locale, 'translation') && loadTexts)
    i18n.addResourceBundle(locale, 'translation', await loadTexts(locale));
  await i18n.changeLanguage(locale);
  document.documentElement.lang = htmlLang(locale);
}
