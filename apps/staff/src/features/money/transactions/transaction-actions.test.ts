import type { MoneyRow } from '@topup/contracts/staff-money.ts';
import { describe, expect, it } from 'vitest';
import { MONEY_API } from '../api.ts';
import { actionsFor } from './transaction-actions.tsx';

const row = (patch: Partial<MoneyRow>) =>
  ({ id: 7, type: 'deposit', status: 'pending', ...patch }) as MoneyRow;

describe('transaction actions by state (DESIGN §4)', () => {
  it('offers claim/approve/reject/fraud while pending, complete/void once paid, void after complete', () => {
    expect(actionsFor(row({}))).toEqual(['claim', 'approve', 'reject', 'fraud']);
    expect(actionsFor(row({ type: 'withdrawal', status: 'success' }))).toEqual(['complete', 'void']);
    expect(actionsFor(row({ status: 'complete' }))).toEqual(['void']);
    for (const status of ['processing', 'failed', 'voided'] as const)
      expect(actionsFor(row({ status }))).toEqual([]);
    expect(actionsFor(row({ type: 'adjustment', status: 'success' }))).toEqual(['void']);
    expect(actionsFor(row({ type: 'transfer', status: 'success' }))).toEqual([]);
  });

  it('sends every action through the one route family of the money core', () => {
    expect(MONEY_API.action(7, 'approve')).toBe('/api/staff/transactions/7/approve');
    expect(MONEY_API.action(7, 'void')).toBe('/api/staff/transactions/7/void');
    expect(MONEY_API.action(7, 'reject')).toBe('/api/staff/transactions/7/reject');
  });
});
