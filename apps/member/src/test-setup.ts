import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
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

// Preact runs effects after paint: a requestAnimationFrame raced by a 35 ms timer. A timer left
// from the file's last render must fire before jsdom is torn down, or it finds
// cancelAnimationFrame gone (an unhandled error that fails the run on a slow machine).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 150)));
