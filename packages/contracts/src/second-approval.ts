/**
 * The second approver: each role holds, per kind of money action, the most an operator of it
 * may move alone. Above it the action moves nothing and waits ("Awaiting second approval") for
 * another operator who holds the permission, is not the first, and whose own limit covers the
 * amount; the money moves only at that second approval. The server decides with `approvalStep`;
 * the back-office shows the same rule.
 */

/** Adjustment, Quick Topup, Transaction Insert (deposit or withdrawal) and a withdrawal's approval. */
export const AMOUNT_LIMIT_KINDS = ['adjustment', 'quick_topup', 'insert', 'withdrawal_approval'] as const;
export type AmountLimitKind = (typeof AMOUNT_LIMIT_KINDS)[number];

/** Per kind, the most sen an operator may move alone; null: no limit (Super Admin holds none). */
export type AmountLimits = Record<AmountLimitKind, number | null>;

export const NO_AMOUNT_LIMITS: AmountLimits = {
  adjustment: null,
  quick_topup: null,
  insert: null,
  withdrawal_approval: null,
};

/**
 * What an approval does: `move` the money now, `wait` for a second approver (the first is
 * recorded), or refuse the second approval because the operator approved it first
 * (`same_approver`) or their own limit does not cover it (`over_limit`).
 */
export type ApprovalStep = 'move' | 'wait' | 'same_approver' | 'over_limit';

export function approvalStep(input: {
  /** The amount the action moves, sen (the sign of an adjustment does not matter). */
  amountSen: number;
  /** The approving operator's limit for this kind; null: no limit. */
  limitSen: number | null;
  /** Who approved it first, when it already waits for a second approval. */
  firstApprovedBy: number | null;
  operatorId: number;
}): ApprovalStep {
  const covered = input.limitSen === null || Math.abs(input.amountSen) <= input.limitSen;
  if (input.firstApprovedBy === null) return covered ? 'move' : 'wait';
  if (input.firstApprovedBy === input.operatorId) return 'same_approver';
  return covered ? 'move' : 'over_limit';
}

/** A role's limits stay within the actor's: none higher, and no "no limit" where the actor has one. */
export function limitsWithin(inner: AmountLimits, outer: AmountLimits): boolean {
  return AMOUNT_LIMIT_KINDS.every((kind) => {
    const cap = outer[kind];
    const own = inner[kind];
    return cap === null || (own !== null && own <= cap);
  });
}

/** A pending transaction somebody approved above their limit waits for a second approver. */
export function awaitsSecondApproval(t: { status: string; first_approved_by: number | null }): boolean {
  return t.status === 'pending' && t.first_approved_by !== null;
}
