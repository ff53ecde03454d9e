import { describe, expect, it } from 'vitest';
import { vipLevelFor, vipWindows } from './vip-level-rule.ts';

const silver = { id: 1, rank: 1, windowDays: 30, minDepositSen: 100_000 };
const gold = { id: 2, rank: 2, windowDays: 30, minDepositSen: 500_000 };
const platinum = { id: 3, rank: 3, windowDays: 7, minDepositSen: 300_000 };
const totals =
  (byWindow: Record<number, number>) =>
  (days: number): number =>
    byWindow[days] ?? 0;

describe('vipLevelFor', () => {
  it('no levels or no deposits: no level', () => {
    expect(vipLevelFor([], totals({ 30: 1_000_000 }))).toBeNull();
    expect(vipLevelFor([silver, gold], totals({}))).toBeNull();
  });

  it('the amount is a floor: exactly the amount holds, a sen less does not', () => {
    expect(vipLevelFor([silver], totals({ 30: 100_000 }))).toBe(1);
    expect(vipLevelFor([silver], totals({ 30: 99_999 }))).toBeNull();
  });

  it('the highest rank whose rule holds wins, whatever the order given', () => {
    expect(vipLevelFor([gold, silver], totals({ 30: 600_000 }))).toBe(2);
    expect(vipLevelFor([silver, gold], totals({ 30: 200_000 }))).toBe(1);
  });

  it('each level reads its own window: a short window with a big week outranks the month', () => {
    expect(vipLevelFor([silver, gold, platinum], totals({ 7: 300_000, 30: 300_000 }))).toBe(3);
    expect(vipLevelFor([silver, gold, platinum], totals({ 7: 0, 30: 600_000 }))).toBe(2);
  });
});

describe('vipWindows', () => {
  it('lists each window once, shortest first', () => {
    expect(vipWindows([silver, gold, platinum])).toEqual([7, 30]);
  });
});
