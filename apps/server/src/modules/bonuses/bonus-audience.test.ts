import { describe, expect, it } from 'vitest';
import { bonusOpenTo } from './bonus-audience.ts';

const member = (tagIds: number[], vipLevelId: number | null) => ({ tagIds, vipLevelId });

describe('bonusOpenTo', () => {
  it('a bonus limited to nothing is open to every member', () => {
    const everyone = { tagIds: [], vipLevelIds: [] };
    expect(bonusOpenTo(everyone, member([], null))).toBe(true);
    expect(bonusOpenTo(everyone, member([3], 2))).toBe(true);
  });

  it('tags: the member needs one of the listed tags', () => {
    const tagged = { tagIds: [1, 2], vipLevelIds: [] };
    expect(bonusOpenTo(tagged, member([2, 5], null))).toBe(true);
    expect(bonusOpenTo(tagged, member([5], 3))).toBe(false);
    expect(bonusOpenTo(tagged, member([], null))).toBe(false);
  });

  it('levels: the member must be at one of the listed levels; no level is not one', () => {
    const vip = { tagIds: [], vipLevelIds: [7] };
    expect(bonusOpenTo(vip, member([], 7))).toBe(true);
    expect(bonusOpenTo(vip, member([1], 8))).toBe(false);
    expect(bonusOpenTo(vip, member([], null))).toBe(false);
  });

  it('tags and levels: both must hold', () => {
    const both = { tagIds: [1], vipLevelIds: [7] };
    expect(bonusOpenTo(both, member([1], 7))).toBe(true);
    expect(bonusOpenTo(both, member([1], null))).toBe(false);
    expect(bonusOpenTo(both, member([], 7))).toBe(false);
  });
});
