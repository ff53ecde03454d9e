import type { Db } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors.ts';
import { approveFailure, moveRefusal } from './move-refusal.ts';
import {
  approveTransaction,
  claimTransaction,
  completeTransaction,
  markFraud,
  type Operator,
  rejectTransaction,
  voidTransaction,
} from './transaction-actions.service.ts';

export const BULK_ACTIONS = ['claim', 'approve', 'reject', 'fraud', 'void', 'complete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export type BulkResult = { id: number; ok: boolean; status: string | null; message: string | null };

async function runOne(
  db: Db,
  action: BulkAction,
  id: number,
  operator: Operator,
  remark: string | null,
  now: () => Date,
) {
  switch (action) {
    case 'claim':
      return (await claimTransaction(db, id, operator, now())).status;
    case 'approve': {
      const r = await approveTransaction(db, id, operator, now);
      if (r.outcome === 'failed') throw moveRefusal(r, approveFailure(r));
      return r.transaction.status;
    }
    case 'reject':
      return (await rejectTransaction(db, id, operator, remark ?? '', now())).status;
    case 'fraud':
      return (await markFraud(db, id, operator, remark, now())).status;
    case 'void': {
      const r = await voidTransaction(db, id, operator, remark, now);
      if (r.outcome === 'failed') throw moveRefusal(r, 'VOID_FAILED');
      return r.transaction.status;
    }
    case 'complete':
      return (await completeTransaction(db, id, operator, {}, now())).status;
    default: {
      const never: never = action;
      throw new Error(`unknown bulk action ${String(never)}`);
    }
  }
}

/**
 * The same action on several selected transactions, one after another, each in its own
 * database transaction: one refusal (its message kept per row) does not stop the others.
 */
export async function runBulkAction(
  db: Db,
  input: { action: BulkAction; ids: number[]; remark: string | null },
  operator: Operator,
  errorText: (error: DomainError) => string,
  now: () => Date,
): Promise<BulkResult[]> {
  if (input.ids.length === 0) throw new DomainError('SELECT_TRANSACTION');
  const results: BulkResult[] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      const status = await runOne(db, input.action, id, operator, input.remark, now);
      results.push({ id, ok: true, status, message: null });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({ id, ok: false, status: null, message: errorText(error) });
    }
  }
  return results;
}
