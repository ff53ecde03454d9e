import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n } from './shared/i18n/i18n.ts';

// jsdom has no layout: scrolling is a no-op.
window.scrollTo = () => {};

beforeEach(() => {
  localStorage.clear();
  initI18n('en');
});

afterEach(() => {
  cleanup();
});
