import { describe, expect, it } from 'vitest';
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
