import { describe, expect, it } from 'vitest';
import { en } from '../shared/i18n/en.ts';
import { featureTexts } from './feature-texts.ts';
import { MENU_GROUPS, SCREENS } from './screens.tsx';

// Menu labels may come from the shared catalogue or a feature's own (features/<f>/i18n).
const texts = { ...en, ...featureTexts.en };

function lookup(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], texts);
}

describe('screen table', () => {
  it('names every menu entry (shared or feature texts) and group with an existing text, and holds each path once', () => {
    for (const screen of SCREENS)
      if (screen.menuLabel) expect(typeof lookup(screen.menuLabel)).toBe('string');
    for (const group of MENU_GROUPS) expect(typeof lookup(`menu.groups.${group}`)).toBe('string');
    const paths = SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
