import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { type GameProvider, ProviderError } from '../providers/game-provider.ts';
import { providerDomainError } from '../providers/provider-errors.ts';
import { getJsonSetting, putJsonSetting } from '../settings/settings.service.ts';
import { rolloverStates } from './rollover.table.ts';
import { clearsOutstanding, rolloverAfterDeposit } from './rollover-rules.ts';

/**
 * Rollover Settings: an outstanding target is cleared once the balance falls to this or below;
 * the defaults fill a new bonus's rollover fields on the Bonus form.
 */
export type RolloverSettings = {
  clear_below_sen: number;
  default_multiplier: number;
  default_calculation: 'deposit_bonus' | 'bonus';
  default_type: 'stack' | 'addon';
};
export const DEFAULT_ROLLOVER_SETTINGS: RolloverSettings = {
  clear_below_sen: 100,
  default_multiplier: 1,
  default_calculation: 'deposit_bonus',
  default_type: 'stack',
};
const SETTINGS_KEY = 'rollover';
// The provider's score-log page limit.
const MAX_LOG_ENTRIES = 1000;

export async function getRolloverSettings(db: Db): Promise<RolloverSettings> {
  return getJsonSetting(db, SETTINGS_KEY, DEFAULT_ROLLOVER_SETTINGS);
}

export async function updateRolloverSettings(db: Db, value: RolloverSettings): Promise<void> {
  await putJsonSetting(db, SETTINGS_KEY, value);
}

export async function rolloverOf(db: Db, memberAccountId: number) {
  const [row] = await db
    .select()
    .from(rolloverStates)
    .where(eq(rolloverStates.memberAccountId, memberAccountId));
  return row ?? null;
}

/**
 * A deposit succeeded on the game account: its target by `rolloverAfterDeposit`, in the caller's
 * database transaction (the settle's), the outstanding row locked while it is decided. Nothing
 * is read when nothing can change (no rollover added, nothing cleared).
 */
export async function rolloverOnDeposit(
  tx: Db,
  input: {
    memberAccountId: number;
    targetSen: number;
    type: 'stack' | 'addon';
    balanceBeforeSen: number;
    now: Date;
  },
): Promise<void> {
  const { clear_below_sen } = await getRolloverSettings(tx);
  const cleared = clearsOutstanding(input.balanceBeforeSen, clear_below_sen);
  if (input.targetSen === 0 && !cleared) return;
  const [current] = await tx
    .select({ targetSen: rolloverStates.targetSen, startedAt: rolloverStates.startedAt })
    .from(rolloverStates)
    .where(eq(rolloverStates.memberAccountId, input.memberAccountId))
    .for('update');
  const next = rolloverAfterDeposit(current ?? null, { ...input, cleared });
  if (!next) return;
  await tx
    .insert(rolloverStates)
    .values({ memberAccountId: input.memberAccountId, ...next, updatedAt: input.now })
    .onConflictDoUpdate({ target: rolloverStates.memberAccountId, set: { ...next, updatedAt: input.now } });
}

export async function clearRollover(db: Db, memberAccountId: number, now: Date): Promise<void> {
  await db
    .update(rolloverStates)
    .set({ targetSen: 0, updatedAt: now })
    .where(eq(rolloverStates.memberAccountId, memberAccountId));
}

/**
 * Withdrawals need the outstanding target met by bets at the provider since it was set:
 * 'Insufficient rollover.' otherwise. Cleared when the balance is at or below the threshold.
 */
export async function assertRolloverMet(
  db: Db,
  input: { memberAccountId: number; username: string; balanceSen: number; provider: GameProvider },
): Promise<void> {
  const state = await rolloverOf(db, input.memberAccountId);
  if (!state || state.targetSen === 0) return;
  const { clear_below_sen } = await getRolloverSettings(db);
  if (input.balanceSen <= clear_below_sen) return;
  const turnoverSen = await rolloverTurnover(input.provider, input.username, state.startedAt);
  if (turnoverSen < state.targetSen) throw new DomainError('INSUFFICIENT_ROLLOVER');
}

/** Bets at the provider since a target was set (the score log's bets, at most one page). */
export async function rolloverTurnover(
  provider: GameProvider,
  username: string,
  since: Date,
): Promise<number> {
  let log: Awaited<ReturnType<GameProvider['scoreLog']>>;
  try {
    log = await provider.scoreLog(username, { since, limit: MAX_LOG_ENTRIES });
  } catch (error) {
    if (error instanceof ProviderError) throw providerDomainError(error, 'CONTACT_CS');
    throw error;
  }
  return log.filter((e) => e.kind === 'bet').reduce((sum, e) => sum + Math.abs(e.amountSen), 0);
}

/**
 * Staff "clear rollover": sets an outstanding target to 0 under the row's lock and returns what
 * it was, or null when nothing was outstanding. The caller logs it with the staff's remark.
 */
export async function clearOutstandingRollover(
  tx: Db,
  memberAccountId: number,
  now: Date,
): Promise<{ targetSen: number; startedAt: Date } | null> {
  const [state] = await tx
    .select()
    .from(rolloverStates)
    .where(eq(rolloverStates.memberAccountId, memberAccountId))
    .for('update');
  if (!state || state.targetSen === 0) return null;
  await clearRollover(tx, memberAccountId, now);
  return { targetSen: state.targetSen, startedAt: state.startedAt };
}

/** Forgets a game account's rollover (the account is being deleted). */
export async function deleteRolloverState(db: Db, memberAccountId: number) {
  await db.delete(rolloverStates).where(eq(rolloverStates.memberAccountId, memberAccountId));
}

/** A voided bonus deposit takes its rollover back off the account's target (never below 0). */
export async function reduceRollover(db: Db, memberAccountId: number, bySen: number, now: Date) {
  const state = await rolloverOf(db, memberAccountId);
  if (!state) return;
  await db
    .update(rolloverStates)
    .set({ targetSen: Math.max(0, state.targetSen - bySen), updatedAt: now })
    .where(eq(rolloverStates.memberAccountId, memberAccountId));
}
