import type { Locale } from '@topup/contracts/locales.ts';
import { byFeature, type Texts } from './texts/by-feature.ts';

/** Every language's feature texts at once, for the tests (the app loads one language: texts/). */
export const featureTexts: Record<Locale, Record<string, Texts>> = {
  en: byFeature(import.meta.glob<Texts>('../features/*/i18n/en.ts', { eager: true, import: 'default' })),
  bm: byFeature(import.meta.glob<Texts>('../features/*/i18n/bm.ts', { eager: true, import: 'default' })),
  cn: byFeature(import.meta.glob<Texts>('../features/*/i18n/cn.ts', { eager: true, import: 'default' })),
};
