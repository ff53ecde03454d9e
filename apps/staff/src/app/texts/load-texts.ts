import type { Locale } from '@topup/contracts/locales.ts';
import type { Texts } from './by-feature.ts';

const LOADERS: Record<Locale, () => Promise<{ default: Texts }>> = {
  en: () => import('./en.ts'),
  bm: () => import('./bm.ts'),
  cn: () => import('./cn.ts'),
};

export const loadTexts = (locale: Locale): Promise<Texts> => LOADERS[locale]().then((m) => m.default);
