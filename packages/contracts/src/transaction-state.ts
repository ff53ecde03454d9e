/**
 * The transaction state machine, shared by the server (which refuses an action a row does not
 * allow, and claims a row only from the statuses an action starts from) and the back-office
 * (which offers only the buttons a row allows). Permissions and the claim are checked apart.
 */

export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'transfer', 'adjustment', 'reward'] as const;
export const TRANSACTION_STATUSES = [
  'pending',
  'processing',
  'success',
  'failed',
  'complete',
  'voided',
] as const;
export const TRANSACTION_VERIFICATIONS = ['progress', 'verified', 'fail'] as const;
/** In the order the back-office shows them. */
export const TRANSACTION_ACTIONS = ['claim', 'approve', 'reject', 'fraud', 'complete', 'void'] as const;

export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type Verification = (typeof TRANSACTION_VERIFICATIONS)[number];
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];

type Rule = {
  /** The statuses the action starts from. */
  from: readonly TransactionStatus[];
  /** The types it applies to. */
  types: readonly TransactionType[];
};

/**
 * Deposits and withdrawals wait in the queues for staff (claim, approve or turn down, then
 * complete once paid); adjustments are approved when they are made and can only be voided
 * later, unless made above the operator's limit: then one waits, pending, for a second approver
 * to approve or reject it (second-approval.ts); transfers and rewards settle on their own and
 * take no staff action.
 */
const RULES: Record<TransactionAction, Rule> = {
  claim: { from: ['pending'], types: ['deposit', 'withdrawal'] },
  approve: { from: ['pending'], types: ['deposit', 'withdrawal', 'adjustment'] },
  reject: { from: ['pending'], types: ['deposit', 'withdrawal', 'adjustment'] },
  fraud: { from: ['pending'], types: ['deposit', 'withdrawal'] },
  complete: { from: ['success'], types: ['deposit', 'withdrawal'] },
  void: { from: ['success', 'complete'], types: ['deposit', 'withdrawal', 'adjustment'] },
};

/** The status an action leaves the row in once it is done (approve and void wait for the provider). */
export const ACTION_RESULT: Record<TransactionAction, TransactionStatus | null> = {
  claim: null,
  approve: 'processing',
  reject: 'failed',
  fraud: 'failed',
  complete: 'complete',
  void: 'voided',
};

/** The statuses `action` starts from, e.g. the condition of the update that claims the row for it. */
export function statusesFrom(action: TransactionAction): readonly TransactionStatus[] {
  return RULES[action].from;
}

/** Whether a transaction of this type and status allows `action` now. */
export function canApply(
  action: TransactionAction,
  t: { type: TransactionType; status: TransactionStatus },
): boolean {
  const rule = RULES[action];
  return rule.types.includes(t.type) && rule.from.includes(t.status);
}

/** Every action a transaction allows now, in the order the back-office shows them. */
export function actionsFor(t: { type: TransactionType; status: TransactionStatus }): TransactionAction[] {
  return TRANSACTION_ACTIONS.filter((action) => canApply(action, t));
}

/** A deposit waits for the bank statement line that paid it until a match verifies it. */
export function awaitsBankVerification(t: { type: TransactionType; verification: Verification }): boolean {
  return t.type === 'deposit' && t.verification === 'progress';
}

/**
 * The verification completing a transaction sets: a withdrawal is verified by its payout; a
 * deposit when the amount staff found on the statement equals the amount asked, else it fails.
 */
export function verificationOnComplete(
  t: { type: TransactionType; amountSen: number },
  verifySen: number | null | undefined,
): Verification {
  if (t.type !== 'deposit') return 'verified';
  return (verifySen ?? t.amountSen) === t.amountSen ? 'verified' : 'fail';
}
