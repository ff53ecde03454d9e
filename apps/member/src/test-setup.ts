import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n } from './shared/i18n/i18n.ts';

beforeEach(() => {
  localStorage.clear();
  initI18n('en');
});

afterEach(() => {
  cleanup();
});
