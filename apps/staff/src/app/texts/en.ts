import { en } from '../../shared/i18n/en.ts';
import { byFeature, type Texts } from './by-feature.ts';

/** The whole back-office in one language: loaded on its own, so a session fetches only its language. */
export default {
  ...en,
  ...byFeature(import.meta.glob<Texts>('../../features/*/i18n/en.ts', { eager: true, import: 'default' })),
} as Texts;
