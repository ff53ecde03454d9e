import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { raiseDiscrepancy } from '../../discrepancies/discrepancies.service.ts';
import { lockedBalance, postLedger, systemAccount } from '../../ledger/ledger.service.ts';
import type { AccountWithProduct } from '../../member-accounts/account-with-product.read-model.ts';
import { providerForProduct } from '../../products/products.service.ts';
import { ProviderError, type ScoreLogEntry } from '../../providers/game-provider.ts';
import { changeOf, entriesSinceAnchor, isPlay } from '../../providers/score-log-window.ts';
import { type GameBalanceAnchor, gameBalanceAnchors } from '../game-balance-anchors.table.ts';
import { gameTurnover } from '../game-turnover.table.ts';
import { providerCalls } from '../provider-calls.table.ts';
import type { MovementAccounts } from './movement-accounts.ts';
import { settleLateMove } from './settle-late-move.ts';

const LOG_LIMIT = 1000;
/**
 * How long after we failed a call its move may still land at the provider (a move applied
 * after a refusal, or a deferred one). Within it, equal balances do not prove that nothing
 * happened: the late move may have been spent at play since.
 */
export const LATE_MOVE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the game account's ledger (`ledgerAccountId`, locked until the caller commits) stands
 * at `expectedSen` with none of our failed calls on it able to show up late in its log
 * (`lateMovePossible`: `closeCall` tells). Standing, nothing needs explaining: play that nets to
 * zero changes no account.
 */
export async function standsAt(
  tx: Db,
  ledgerAccountId: number,
  expectedSen: number,
  lateMovePossible: boolean,
): Promise<boolean> {
  if (lateMovePossible) return false;
  return (await lockedBalance(tx, ledgerAccountId)) === expectedSen;
}

/**
 * Whether a failed call on the same game account is recent enough that its move may still land
 * at the provider (within `LATE_MOVE_WINDOW_MS` before `now`), as a column of a statement on
 * `provider_calls`.
 */
export function lateMovePossibleSql(now: Date) {
  return sql<boolean>`exists (select 1 from provider_calls failed
    where failed.member_account_id = ${providerCalls.memberAccountId} and failed.status = 'failed'
      and failed.resolved_at > ${new Date(now.getTime() - LATE_MOVE_WINDOW_MS).toISOString()}::timestamptz)`;
}

export async function anchorOf(db: Db, memberAccountId: number): Promise<GameBalanceAnchor | undefined> {
  const [row] = await db
    .select()
    .from(gameBalanceAnchors)
    .where(eq(gameBalanceAnchors.memberAccountId, memberAccountId));
  return row;
}

/** Anchors the game account at a provider entry: its log is read from there next time. */
export async function setAnchor(
  db: Db,
  memberAccountId: number,
  anchor: { providerTxId: string; balanceSen: number; at: Date },
): Promise<void> {
  const values = { providerTxId: anchor.providerTxId, providerAt: anchor.at, balanceSen: anchor.balanceSen };
  await db
    .insert(gameBalanceAnchors)
    .values({ memberAccountId, ...values })
    .onConflictDoUpdate({
      target: gameBalanceAnchors.memberAccountId,
      set: { ...values, updatedAt: sql`now()` },
    });
}

/**
 * Outside any database transaction (it asks the provider): the entries of the account's score
 * log after its anchor and before `stopTxId`, to explain a difference between the ledger and
 * the provider's balance; null when the log cannot say (unreachable, or the anchor is out of
 * reach).
 */
export async function gapEntries(
  db: Db,
  row: AccountWithProduct,
  input: { stopTxId?: string },
): Promise<{ entries: ScoreLogEntry[] | null; newest?: ScoreLogEntry }> {
  const anchor = await anchorOf(db, row.account.id);
  try {
    const provider = await providerForProduct(db, row.product, row.kiosk);
    // Newest first, walked back to the anchor by its id: the provider's clock need not agree with ours.
    const log = await provider.scoreLog(row.account.username, { limit: LOG_LIMIT });
    const entries = entriesSinceAnchor(log, {
      anchorTxId: anchor?.providerTxId ?? null,
      stopTxId: input.stopTxId,
      complete: log.length < LOG_LIMIT,
    });
    return { entries, newest: input.stopTxId ? undefined : log[0] };
  } catch (error) {
    if (error instanceof ProviderError) return { entries: null };
    throw error;
  }
}

export type GapBooking = {
  gameResultSen: number;
  /** Provider moves we did not make (or cannot settle ourselves), mirrored on the kiosk account. */
  unknownMovesSen: number;
  /** What the log does not explain, parked in the suspense account. */
  suspenseSen: number;
  lateMoves: number;
  /** Discrepancies raised. */
  raised: number;
};

type Pending = { gameResultSen: number; unknownMovesSen: number };

/**
 * Brings the account's ledger to `targetSen` by posting what was explained since the last
 * step (`pending`: play to game result, moves not ours against the kiosk); whatever remains
 * goes to the suspense account and is raised to staff.
 */
async function bookUpTo(
  db: Db,
  input: { row: AccountWithProduct; acc: MovementAccounts; logAvailable: boolean; entries: number },
  pending: Pending,
  step: { targetSen: number; cause: string; now: Date },
  booking: GapBooking,
): Promise<void> {
  const { row, acc } = input;
  const ledgerSen = await lockedBalance(db, acc.member);
  const explainedSen = pending.gameResultSen + pending.unknownMovesSen;
  const residual = step.targetSen - (ledgerSen + explainedSen);
  if (residual !== 0) {
    booking.suspenseSen += residual;
    booking.raised++;
    await raiseDiscrepancy(
      db,
      {
        kind: 'unexplained_balance',
        dedupeKey: `gap:${row.account.id}:${step.cause}:${ledgerSen}->${step.targetSen}`,
        kioskId: row.product.kioskId,
        memberAccountId: row.account.id,
        amountSen: residual,
        suspenseSen: residual,
        evidence: {
          ledgerSen,
          providerSen: step.targetSen,
          explainedSen,
          logAvailable: input.logAvailable,
          entries: input.entries,
          cause: step.cause,
        },
      },
      step.now,
    );
  }
  // Play may net a move to zero on the game account; both still move their own accounts.
  if (pending.gameResultSen === 0 && pending.unknownMovesSen === 0 && residual === 0) return;
  const suspense = residual ? await systemAccount(db, 'suspense') : null;
  await postLedger(db, {
    transactionId: null,
    kind: 'provider_gap',
    memo: step.cause,
    legs: [
      { accountId: acc.member, amountSen: explainedSen + residual },
      { accountId: acc.gameResult, amountSen: -pending.gameResultSen },
      { accountId: acc.kiosk, amountSen: -pending.unknownMovesSen },
      ...(suspense ? [{ accountId: suspense, amountSen: -residual }] : []),
    ],
  });
  pending.gameResultSen = 0;
  pending.unknownMovesSen = 0;
}

/**
 * Books what the provider's log shows since the account's anchor, in the caller's database
 * transaction, so the account's ledger stands at `targetSen`. Nothing is absorbed as a game
 * result unless the log shows play:
 * - play (bets, wins) is the member's game result, and its bets the turnover (`game_turnover`);
 * - a move of ours we had failed is settled now (a late move, booked once);
 * - any other move (not ours, or ours but not settleable by itself) is booked as the provider
 *   did it (game account against the kiosk, whose agent credit it moved) and raised to staff;
 * - whatever the log does not explain goes to the suspense account and is raised to staff.
 * Entries are booked in the log's order: before a late move is settled the ledger is brought to
 * the provider's balance just before it, so a late withdrawal of winnings the log shows first
 * finds them booked. Then re-anchors the account at `anchor`.
 */
export async function bookProviderGap(
  db: Db,
  input: {
    row: AccountWithProduct;
    acc: MovementAccounts;
    entries: ScoreLogEntry[] | null;
    targetSen: number;
    anchor: { providerTxId: string; at: Date } | null;
    /** What triggered the booking (a call reference, 'audit <entry>'), for the evidence; unique per booking. */
    cause: string;
    now: Date;
  },
): Promise<GapBooking> {
  const { row, now } = input;
  const kioskId = row.product.kioskId;
  const booking: GapBooking = {
    gameResultSen: 0,
    unknownMovesSen: 0,
    suspenseSen: 0,
    lateMoves: 0,
    raised: 0,
  };
  const pending: Pending = { gameResultSen: 0, unknownMovesSen: 0 };
  const books = {
    row,
    acc: input.acc,
    logAvailable: input.entries !== null,
    entries: input.entries?.length ?? 0,
  };
  let betSen = 0;
  for (const entry of input.entries ?? []) {
    if (isPlay(entry)) {
      booking.gameResultSen += changeOf(entry);
      pending.gameResultSen += changeOf(entry);
      if (entry.kind === 'bet') betSen += Math.abs(entry.amountSen);
      continue;
    }
    const [call] = entry.reference
      ? await db.select().from(providerCalls).where(eq(providerCalls.reference, entry.reference))
      : [];
    if (call && call.memberAccountId === row.account.id) {
      // A succeeded (or still open) call of ours is in the ledger through its own settlement.
      if (call.status !== 'failed') continue;
      const before = {
        targetSen: entry.balanceBeforeSen,
        cause: `${input.cause} before ${entry.providerTxId}`,
        now,
      };
      await bookUpTo(db, books, pending, before, booking);
      if (await settleLateMove(db, call, entry, kioskId, input.acc, now)) {
        booking.lateMoves++;
        continue;
      }
    }
    const change = changeOf(entry);
    const raised = await raiseDiscrepancy(
      db,
      {
        kind: call ? 'late_move' : 'unknown_move',
        dedupeKey: `move:${kioskId}:${entry.providerTxId}`,
        kioskId,
        memberAccountId: row.account.id,
        providerCallId: call?.id ?? null,
        transactionId: call?.transactionId ?? null,
        reference: entry.reference,
        amountSen: change,
        evidence: { entry, call: call ?? null, cause: input.cause },
      },
      now,
    );
    // Raised before: it is in the ledger already.
    if (raised) {
      booking.unknownMovesSen += change;
      pending.unknownMovesSen += change;
      booking.raised++;
    }
  }
  await bookUpTo(db, books, pending, { targetSen: input.targetSen, cause: input.cause, now }, booking);
  if (betSen > 0)
    await db.insert(gameTurnover).values({
      memberAccountId: row.account.id,
      memberId: row.account.memberId,
      productId: row.product.id,
      betSen,
    });
  if (input.anchor) await setAnchor(db, row.account.id, { ...input.anchor, balanceSen: input.targetSen });
  return booking;
}
