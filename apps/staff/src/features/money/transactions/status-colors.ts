import type { TransactionStatus, Verification } from '@topup/contracts/transaction-state.ts';

/** The tag colour of each transaction status and verification state. */
export const STATUS_COLORS: Record<TransactionStatus, string> = {
  pending: 'gold',
  processing: 'blue',
  success: 'green',
  failed: 'red',
  complete: 'cyan',
  voided: 'default',
};
export const VERIFICATION_COLORS: Record<Verification, string> = {
  progress: 'processing',
  verified: 'success',
  fail: 'error',
};
