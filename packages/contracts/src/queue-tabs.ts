import type { TransactionStatus } from './transaction-state.ts';

/**
 * The tabs of Pending Deposit and Pending Withdrawal: what staff must act on (waiting, or at the
 * provider) and what was credited or approved and still waits for verification (a deposit's bank
 * match, a withdrawal's payout). The one definition behind the queue lists, their tab counts,
 * the menu badges and the unverified counts of the logout warning and the shift close. A new
 * tab is one more entry here (its statuses) and its label in the money texts.
 */
export const QUEUE_TABS = {
  to_act: ['pending', 'processing'],
  to_verify: ['success'],
} as const satisfies Record<string, readonly TransactionStatus[]>;

export type QueueTab = keyof typeof QUEUE_TABS;
export const QUEUE_TAB_KEYS = Object.keys(QUEUE_TABS) as [QueueTab, ...QueueTab[]];
/** The tab a queue opens on; its count is the menu badge. */
export const DEFAULT_QUEUE_TAB: QueueTab = 'to_act';
