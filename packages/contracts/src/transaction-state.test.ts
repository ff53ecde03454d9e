import { describe, expect, it } from 'vitest';
import {
  ACTION_RESULT,
  actionsFor,
  awaitsBankVerification,
  canApply,
  statusesFrom,
  TRANSACTION_ACTIONS,
  TRANSACTION_STATUSES,
  verificationOnComplete,
} from './transaction-state.ts';

describe('transaction state machine', () => {
  it('offers claim/approve/reject/fraud while a queued movement is pending', () => {
    expect(actionsFor({ type: 'deposit', status: 'pending' })).toEqual([
      'claim',
      'approve',
      'reject',
      'fraud',
    ]);
    expect(actionsFor({ type: 'withdrawal', status: 'pending' })).toEqual([
      'claim',
      'approve',
      'reject',
      'fraud',
    ]);
  });

  it('offers complete and void once paid, only void after complete', () => {
    expect(actionsFor({ type: 'withdrawal', status: 'success' })).toEqual(['complete', 'void']);
    expect(actionsFor({ type: 'deposit', status: 'success' })).toEqual(['complete', 'void']);
    expect(actionsFor({ type: 'deposit', status: 'complete' })).toEqual(['void']);
  });

  it('offers nothing while at the provider or once failed or voided', () => {
    for (const status of ['processing', 'failed', 'voided'] as const)
      for (const type of ['deposit', 'withdrawal', 'adjustment'] as const)
        expect(actionsFor({ type, status })).toEqual([]);
  });

  it('lets an adjustment be approved when made and voided later; transfers and rewards take no action', () => {
    // Pending only while it waits for a second approver, who approves or rejects it.
    expect(actionsFor({ type: 'adjustment', status: 'pending' })).toEqual(['approve', 'reject']);
    expect(actionsFor({ type: 'adjustment', status: 'success' })).toEqual(['void']);
    expect(actionsFor({ type: 'adjustment', status: 'complete' })).toEqual(['void']);
    for (const type of ['transfer', 'reward'] as const)
      for (const status of TRANSACTION_STATUSES) expect(actionsFor({ type, status })).toEqual([]);
  });

  it('names the statuses each action starts from and the status it leaves', () => {
    expect(statusesFrom('approve')).toEqual(['pending']);
    expect(statusesFrom('void')).toEqual(['success', 'complete']);
    expect(statusesFrom('complete')).toEqual(['success']);
    expect(ACTION_RESULT.approve).toBe('processing');
    expect(ACTION_RESULT.reject).toBe('failed');
    expect(ACTION_RESULT.claim).toBeNull();
    for (const action of TRANSACTION_ACTIONS) {
      const result = ACTION_RESULT[action];
      if (result) expect(canApply(action, { type: 'deposit', status: result })).toBe(false);
    }
  });

  it('verifies a deposit on complete only when the found amount matches; a withdrawal always', () => {
    expect(verificationOnComplete({ type: 'deposit', amountSen: 5000 }, 5000)).toBe('verified');
    expect(verificationOnComplete({ type: 'deposit', amountSen: 5000 }, null)).toBe('verified');
    expect(verificationOnComplete({ type: 'deposit', amountSen: 5000 }, 4000)).toBe('fail');
    expect(verificationOnComplete({ type: 'withdrawal', amountSen: 5000 }, 1)).toBe('verified');
  });

  it('has a deposit wait for its bank line until verified', () => {
    expect(awaitsBankVerification({ type: 'deposit', verification: 'progress' })).toBe(true);
    expect(awaitsBankVerification({ type: 'deposit', verification: 'fail' })).toBe(false);
    expect(awaitsBankVerification({ type: 'withdrawal', verification: 'progress' })).toBe(false);
  });
});
