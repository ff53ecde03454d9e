import type { MoneyRow } from '@topup/contracts/api/money.ts';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import { describe, expect, it } from 'vitest';
import { MONEY_API } from '../api.ts';
import { allowedActions } from './transaction-actions.tsx';

const row = (patch: Partial<MoneyRow>) =>
  ({ id: 7, type: 'deposit', status: 'pending', ...patch }) as MoneyRow;
const operator = (permissions: string[]) =>
  ({ role: { is_super: false }, permissions }) as unknown as StaffMe;

describe('transaction actions', () => {
  it('offers what the row allows and the operator may do, by the area of its type', () => {
    const depositDesk = operator(['deposits.claim', 'deposits.approve', 'withdrawals.reject']);
    expect(allowedActions(row({}), depositDesk)).toEqual(['claim', 'approve']);
    expect(allowedActions(row({ type: 'withdrawal' }), depositDesk)).toEqual(['reject']);
    expect(allowedActions(row({ status: 'success' }), depositDesk)).toEqual([]);
    const adjuster = operator(['transactions.adjustment']);
    expect(allowedActions(row({ type: 'adjustment', status: 'success' }), adjuster)).toEqual(['void']);
    expect(allowedActions(row({ type: 'transfer', status: 'success' }), adjuster)).toEqual([]);
  });

  it('sends every action through the one route family of the money core', () => {
    expect(MONEY_API.action(7, 'approve')).toBe('/api/staff/transactions/7/approve');
    expect(MONEY_API.action(7, 'void')).toBe('/api/staff/transactions/7/void');
    expect(MONEY_API.action(7, 'reject')).toBe('/api/staff/transactions/7/reject');
  });
});
