import type { TransactionStatus, Verification } from '@topup/contracts/transaction-state.ts';
import type { Tone } from '../../../shared/ui/status-tag.tsx';

/** The tone of each transaction status and verification state (see StatusTag). */
export const STATUS_TONES: Record<TransactionStatus, Tone> = {
  pending: 'attention',
  processing: 'attention',
  success: 'done',
  failed: 'failed',
  complete: 'done',
  voided: 'neutral',
};
export const VERIFICATION_TONES: Record<Verification, Tone> = {
  progress: 'attention',
  verified: 'done',
  fail: 'failed',
};
