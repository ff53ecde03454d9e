/** The kiosk simulator's credit routes as its fault rules name them. */
export const DEPOSIT = 'POST /api/kiosks/*/players/*/deposit';
export const WITHDRAW = 'POST /api/kiosks/*/players/*/withdraw';

/** A fault rule's behaviour: the provider refuses the call now and applies it a moment later. */
export const REFUSE_THEN_MOVE = {
  mode: 'deferred',
  latencyMs: 200,
  status: 409,
  code: 'reference_conflict',
} as const;

/** A clock `ms` ahead of now, for settling calls as if their quiet time had passed. */
export const later = (ms: number) => new Date(Date.now() + ms);
