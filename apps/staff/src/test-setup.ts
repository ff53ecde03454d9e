import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { featureTexts } from './app/feature-texts.ts';
import { bm } from './shared/i18n/bm.ts';
import { cn } from './shared/i18n/cn.ts';
import { en } from './shared/i18n/en.ts';
import { initI18n } from './shared/i18n/i18n.ts';

// antd reads these browser APIs that jsdom lacks.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  initI18n('en', {
    en: { ...en, ...featureTexts.en },
    bm: { ...bm, ...featureTexts.bm },
    cn: { ...cn, ...featureTexts.cn },
  });
});

afterEach(() => {
  cleanup();
});
