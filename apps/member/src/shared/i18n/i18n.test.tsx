import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, initI18n, t, useTranslation } from './i18n.ts';
import { bm } from './locales/bm.ts';
import { cn } from './locales/cn.ts';
import { en } from './locales/en.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

describe('translations', () => {
  const english = flatten(en);
  for (const [name, dictionary] of Object.entries({ en, bm, cn })) {
    it(`${name} has every key with a non-empty text and no extra keys`, () => {
      const texts = flatten(dictionary);
      const missing = [...english.keys()].filter((key) => !texts.get(key)?.trim());
      const extra = [...texts.keys()].filter((key) => !english.has(key));
      expect(missing, `missing or empty in ${name}`).toEqual([]);
      expect(extra, `unknown keys in ${name}`).toEqual([]);
    });
  }
});

describe('t and useTranslation', () => {
  it('gives the current language, falls back to English, then to the key', () => {
    initI18n('bm');
    expect(t('common.close')).toBe(bm.common.close);
    expect(t('common.nope')).toBe('common.nope');
    expect(t('common')).toBe('common');
    expect(document.documentElement.lang).toBe('ms');
  });

  it('re-renders a translating component when the language changes, and keeps the choice', () => {
    function Close() {
      const { t } = useTranslation();
      return <p>{t('common.close')}</p>;
    }
    render(<Close />);
    expect(screen.getByText(en.common.close)).toBeInTheDocument();
    act(() => changeLanguage('cn'));
    expect(screen.getByText(cn.common.close)).toBeInTheDocument();
    expect(currentLanguage()).toBe('cn');
    expect(localStorage.getItem('lang')).toBe('cn');
  });
});
