import { describe, expect, it } from 'vitest';
import { clearsOutstanding, rolloverAfterDeposit } from './rollover-rules.ts';

const then = new Date('2026-01-01T00:00:00Z');
const now = new Date('2026-01-02T00:00:00Z');
const owed = { targetSen: 5000, startedAt: then };

describe('rollover after a deposit', () => {
  it('stack adds to what is outstanding and keeps its start', () => {
    expect(rolloverAfterDeposit(owed, { targetSen: 2000, type: 'stack', cleared: false, now })).toEqual({
      targetSen: 7000,
      startedAt: then,
    });
  });

  it('addon keeps what is outstanding, and sets its own target only when nothing is', () => {
    expect(rolloverAfterDeposit(owed, { targetSen: 2000, type: 'addon', cleared: false, now })).toEqual(owed);
    const paid = { targetSen: 0, startedAt: then };
    expect(rolloverAfterDeposit(paid, { targetSen: 2000, type: 'addon', cleared: false, now })).toEqual({
      targetSen: 2000,
      startedAt: now,
    });
  });

  it('a first target starts now', () => {
    expect(rolloverAfterDeposit(null, { targetSen: 2000, type: 'stack', cleared: false, now })).toEqual({
      targetSen: 2000,
      startedAt: now,
    });
  });

  it('a cleared balance drops the old target before the new one is set', () => {
    expect(rolloverAfterDeposit(owed, { targetSen: 2000, type: 'stack', cleared: true, now })).toEqual({
      targetSen: 2000,
      startedAt: now,
    });
    expect(rolloverAfterDeposit(owed, { targetSen: 0, type: 'stack', cleared: true, now })).toEqual({
      targetSen: 0,
      startedAt: now,
    });
  });

  it('a deposit without rollover changes nothing unless it clears an outstanding target', () => {
    expect(rolloverAfterDeposit(owed, { targetSen: 0, type: 'stack', cleared: false, now })).toBeNull();
    expect(rolloverAfterDeposit(null, { targetSen: 0, type: 'stack', cleared: true, now })).toBeNull();
  });

  it('clears at or below the threshold', () => {
    expect(clearsOutstanding(100, 100)).toBe(true);
    expect(clearsOutstanding(101, 100)).toBe(false);
  });
});
