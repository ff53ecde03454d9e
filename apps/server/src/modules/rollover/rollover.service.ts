import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Bindable, BoundWrite } from '../../platform/db/prepared.ts';
import { DomainError } from '../../platform/errors.ts';
import { type GameProvider, ProviderError } from '../providers/game-provider.ts';
import { providerDomainError } from '../providers/provider-errors.ts';
import { getJsonSetting, putJsonSetting } from '../settings/settings.service.ts';
import { rolloverStates } from './rollover.table.ts';

type RolloverState = typeof rolloverStates.$inferInsert;

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
 * A bonus deposit succeeded: `stack` adds its target to what is outstanding, `addon` sets it
 * only when nothing is outstanding. A balance at or below the clear threshold before the
 * deposit clears the old target first (DESIGN §4). Returns the write, not yet run (it goes
 * with the settle's other writes in one prepared statement; it reads the outstanding target
 * itself), in a list (empty when nothing changes).
 */
export async function rolloverOnDeposit(
  db: Db,
  input: {
    memberAccountId: number;
    targetSen: number;
    type: 'stack' | 'addon';
    balanceBeforeSen: number;
    now: Date;
  },
): Promise<BoundWrite[]> {
  const { clear_below_sen } = await getRolloverSettings(db);
  const cleared = input.balanceBeforeSen <= clear_below_sen;
  const { memberAccountId, targetSen, now } = input;
  const values = { memberAccountId, targetSen, now, nowText: now.toISOString() };
  if (targetSen === 0) {
    // Nothing added: only a cleared target changes (to zero, started now).
    if (!cleared) return [];
    return [
      {
        shape: 'rollover_cleared',
        values,
        build: (d, bind) =>
          d
            .update(rolloverStates)
            .set({
              targetSen: 0,
              startedAt: bind('now'),
              updatedAt: bind('now'),
            } as unknown as Partial<RolloverState>)
            .where(
              and(
                eq(rolloverStates.memberAccountId, bind('memberAccountId')),
                ne(rolloverStates.targetSen, 0),
              ),
            ),
      },
    ];
  }
  return [
    {
      shape: `rollover_${input.type}_${cleared ? 'cleared' : 'kept'}`,
      values,
      build: (d, bind) => {
        const outstanding = cleared ? sql`0` : sql`${rolloverStates.targetSen}`;
        const added = sql`${bind('targetSen')}::bigint`;
        const target =
          input.type === 'stack'
            ? sql`${outstanding} + ${added}`
            : sql`case when ${outstanding} > 0 then ${outstanding} else ${added} end`;
        return d
          .insert(rolloverStates)
          .values({
            memberAccountId: bind('memberAccountId'),
            targetSen: bind('targetSen'),
            startedAt: bind('now'),
            updatedAt: bind('now'),
          } as Bindable<RolloverState>)
          .onConflictDoUpdate({
            target: rolloverStates.memberAccountId,
            set: {
              targetSen: target,
              startedAt: sql`case when ${outstanding} > 0 then ${rolloverStates.startedAt} else ${bind('nowText')}::timestamptz end`,
              updatedAt: bind('now') as unknown as Date,
            },
          });
      },
    },
  ];
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
