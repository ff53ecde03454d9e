/** The provider audit's fixed vocabularies, shared by the server and the back-office screen. */

/** What a difference between our books and a provider's can be. */
export const DISCREPANCY_KINDS = [
  'unknown_move',
  'missing_move',
  'settled_differently',
  'late_move',
  'unexplained_balance',
  'agent_credit',
  'unresolved_call',
] as const;

export const DISCREPANCY_STATUSES = ['open', 'resolved'] as const;

/** How staff resolve an open discrepancy (the last part of its path). */
export const RESOLVE_ACTIONS = ['settle-success', 'settle-failed', 'write-off'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];
