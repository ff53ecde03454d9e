/**
 * The one port through which the server talks to a game provider's kiosk (agent API).
 * Amounts are integer sen. Every call that moves credit carries a `reference` that is unique
 * per movement (our outbox row id); the provider records it in its score log, so a call whose
 * reply was lost can be looked up later (`findScoreByReference`) and finished exactly once.
 *
 * Errors: implementations throw `ProviderError` with a kind the caller can act on.
 */
export type ProviderErrorKind =
  | 'maintenance' // 'Product in maintenance (please try again later).'
  | 'account_not_found' // 'Member account not found.'
  | 'insufficient_balance' // player has less than asked to deduct
  | 'insufficient_agent_credit' // kiosk's agent credit cannot cover a deposit
  | 'rejected' // the provider refused for another reason (frozen account, bad input)
  | 'timeout' // no reply in time: the call may or may not have taken effect
  | 'unavailable'; // could not connect / 5xx: the call did not take effect for reads; unknown for writes

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** Whether a write that failed this way may have taken effect at the provider. */
  get outcomeUnknown(): boolean {
    return this.kind === 'timeout' || this.kind === 'unavailable';
  }
}

export type ProviderAccount = { username: string; password: string };
export type ScoreMove = { reference: string; username: string; amountSen: number };
/** A repeated reference answers the first move's result: its id and the balance right after it. */
export type ScoreResult = { providerTxId: string; balanceSen: number };
/**
 * One line of the provider's score log. `amountSen` is the size of the change (never negative);
 * the direction is in `kind` and in before/after. `reference` is null for gameplay (bet, win).
 */
export type ScoreLogEntry = {
  providerTxId: string;
  reference: string | null;
  username: string;
  kind: 'deposit' | 'withdraw' | 'bet' | 'win' | 'set';
  amountSen: number;
  balanceBeforeSen: number;
  balanceAfterSen: number;
  at: string;
};
export type GameSession = {
  id: string;
  username: string;
  game: string;
  startedAt: string;
  endedAt: string | null;
  betSen: number;
  winSen: number;
};

export interface GameProvider {
  createAccount(input: { usernameHint: string }): Promise<ProviderAccount>;
  getBalance(username: string): Promise<number>;
  deposit(move: ScoreMove): Promise<ScoreResult>;
  withdraw(move: ScoreMove): Promise<ScoreResult>;
  changePassword(username: string, password: string): Promise<void>;
  freeze(username: string): Promise<void>;
  unfreeze(username: string): Promise<void>;
  /** The provider's score log for one player, newest first, optionally since a time. */
  scoreLog(username: string, options?: { since?: Date; limit?: number }): Promise<ScoreLogEntry[]>;
  /**
   * Every player's score-log entries at this kiosk from `since` (inclusive) to `until`
   * (exclusive), oldest first; `truncated` when more fall in the window than `limit`.
   */
  kioskScoreLog(options: {
    since?: Date;
    until?: Date;
    limit?: number;
  }): Promise<{ entries: ScoreLogEntry[]; truncated: boolean }>;
  /** The score-log entry written by the movement with this reference, or null if none happened. */
  findScoreByReference(reference: string): Promise<ScoreLogEntry | null>;
  gameSessions(username: string, options?: { limit?: number }): Promise<GameSession[]>;
  /** The operator's remaining agent credit at this kiosk, in sen. */
  agentCredit(): Promise<number>;
}
