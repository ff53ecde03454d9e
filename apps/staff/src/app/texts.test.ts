import { PERMISSION_GROUPS } from '@topup/contracts/permissions.ts';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { bm } from '../shared/i18n/bm.ts';
import { cn } from '../shared/i18n/cn.ts';
import { en } from '../shared/i18n/en.ts';
import { featureTexts } from './feature-texts.ts';

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

// A placeholder with its formatter, if any: `{{amount, rm}}` -> "amount, rm".
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+(?:, ?\w+)?)\}\}/g)].map((m) => m[1]).sort();

// The shared catalogue plus every feature's own (features/<feature>/i18n/*.ts).
const catalogue = {
  en: { ...en, ...featureTexts.en } as Tree,
  bm: { ...bm, ...featureTexts.bm } as Tree,
  cn: { ...cn, ...featureTexts.cn } as Tree,
};

describe('back-office translations', () => {
  const english = flatten(catalogue.en);

  it('feature catalogues do not shadow a shared top-level key', () => {
    expect(Object.keys(featureTexts.en).filter((feature) => feature in en)).toEqual([]);
  });

  for (const [name, tree] of [
    ['bm', catalogue.bm],
    ['cn', catalogue.cn],
  ] as const) {
    it(`${name} has every English key, none empty, none extra, with the same placeholders`, () => {
      const other = flatten(tree as Tree);
      const missing = [...english.keys()].filter((key) => !other.get(key)?.trim());
      const extra = [...other.keys()].filter((key) => !english.has(key));
      const wrongPlaceholders = [...english.entries()]
        .filter(
          ([key, text]) =>
            other.has(key) && placeholders(text).join() !== placeholders(other.get(key)!).join(),
        )
        .map(([key]) => key);
      expect({ missing, extra, wrongPlaceholders }).toEqual({
        missing: [],
        extra: [],
        wrongPlaceholders: [],
      });
    });
  }

  it('has no empty English text', () => {
    expect([...english.entries()].filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('labels every permission group, area and action of packages/contracts (add them to shared/i18n)', () => {
    const missing: string[] = [];
    for (const [group, keys] of Object.entries(PERMISSION_GROUPS)) {
      if (!english.has(`perm.groups.${group}`)) missing.push(`perm.groups.${group}`);
      for (const key of keys) {
        const [area, action] = key.split('.');
        if (!english.has(`perm.areas.${area}`)) missing.push(`perm.areas.${area}`);
        if (!english.has(`perm.actions.${action}`)) missing.push(`perm.actions.${action}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('writes amounts with the rm formatter, never "RM" before a raw placeholder', () => {
    const raw = (tree: Tree) => [...flatten(tree).entries()].filter(([, text]) => /RM\s*\{\{/.test(text));
    expect([...raw(catalogue.en), ...raw(catalogue.bm), ...raw(catalogue.cn)]).toEqual([]);
    expect(i18n.t('money.confirm.claim', { id: 7, amount: '1234.5', member: 'Ali' })).toBe(
      'Claim transaction #7 (RM 1,234.50, Ali)?',
    );
    expect(i18n.t('bank-balances.confirmTransfer', { amount: 40, from: 'A', to: 'B' })).toContain('RM 40.00');
  });

  it('keeps the spec pagination wording in English', () => {
    expect(en.pagination.showing.replace(/\{\{(\w+)\}\}/g, ':$1')).toBe(
      'Showing :first to :last of :total entries',
    );
  });
});
