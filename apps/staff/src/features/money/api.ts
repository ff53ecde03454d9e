import type { TransactionAction } from '@topup/contracts/transaction-state.ts';
import { TRANSACTIONS_URL } from '../../shared/api/endpoints.ts';

/**
 * The money feature's server addresses and query keys, in one place. Every action on a
 * transaction goes through one route family: POST /api/staff/transactions/:id/<action>.
 */
export type { TransactionAction };
export type Queue = 'deposits' | 'withdrawals';

export const MONEY_API = {
  transactions: TRANSACTIONS_URL,
  transaction: (id: number | string) => `/api/staff/transactions/${id}`,
  action: (id: number, action: TransactionAction) => `/api/staff/transactions/${id}/${action}`,
  queue: (queue: Queue) => `/api/staff/money/pending-${queue}`,
  bulk: '/api/staff/money/bulk',
  deposits: '/api/staff/deposits',
  withdrawals: '/api/staff/withdrawals',
  adjustments: '/api/staff/adjustments',
  quickTopup: '/api/staff/money/quick-topup',
  multiDeposit: '/api/staff/money/multi-deposit',
  transfer: '/api/staff/money/transfer',
  receipts: '/api/staff/money/receipts',
  claimExpiry: '/api/staff/money/claim-expiry',
} as const;

export const moneyKeys = {
  transaction: (id: number | string) => [MONEY_API.transactions, String(id)] as const,
  queue: (queue: Queue) => [MONEY_API.queue(queue)] as const,
};
