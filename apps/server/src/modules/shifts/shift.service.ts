import type { ShiftState as ShiftWire } from '@topup/contracts/api/shifts.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { shiftWork } from '../reports/shift.read-model.ts';
import { reportShifts, shiftWindowAt } from '../reports/shift-windows.ts';
import { getBusinessTimeZone } from '../settings/business-time-zone.ts';
import { shiftHandovers } from './shift-handovers.table.ts';
import { unverifiedCounts } from './unverified.read-model.ts';

export type ShiftState = ShiftWire;

/**
 * The operator's current shift (business time, from the report_shifts setting): what they
 * processed in it, what they approved in it that is not verified yet and their last handover.
 * Its unverified counts are the one count of both the shift close and the logout warning.
 */
export async function currentShift(db: Db, operatorId: number, now: Date): Promise<ShiftState> {
  const window = shiftWindowAt(await reportShifts(db), now, await getBusinessTimeZone(db));
  const unverified = await unverifiedCounts(db, { operatorId, from: window.start, to: window.end });
  const work = await shiftWork(db, operatorId, window.start);
  const [handover] = await db
    .select({ at: shiftHandovers.createdAt, remark: shiftHandovers.remark })
    .from(shiftHandovers)
    .where(and(eq(shiftHandovers.operatorId, operatorId), eq(shiftHandovers.shiftStart, window.start)))
    .orderBy(desc(shiftHandovers.createdAt))
    .limit(1);
  return {
    shift_start: window.start.toISOString(),
    shift_end: window.end.toISOString(),
    work: {
      approve_count: work.approve_count,
      reject_count: work.reject_count,
      complete_count: work.complete_count,
      deposit: formatSen(work.deposit_sen),
      withdrawal: formatSen(work.withdrawal_sen),
    },
    unverified,
    handed_over_at: handover ? handover.at.toISOString() : null,
    remark: handover?.remark ?? null,
  };
}

/**
 * Closes the operator's current shift with a handover record. With unverified deposits or
 * withdrawals it answers 'Deposit (:deposit_count), Withdrawal (:withdrawal_count) not
 * verified.' unless the operator acknowledges them, which the handover then records.
 */
export async function closeShift(
  db: Db,
  actor: Actor & { kind: 'operator' },
  input: { remark: string | null; acknowledge: boolean },
  now: Date,
): Promise<ShiftState> {
  const state = await currentShift(db, actor.operatorId, now);
  const { deposits, withdrawals } = state.unverified;
  if ((deposits > 0 || withdrawals > 0) && !input.acknowledge)
    throw new DomainError('NOT_VERIFIED', { deposit_count: deposits, withdrawal_count: withdrawals });
  const remark = input.remark?.trim() || null;
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(shiftHandovers)
      .values({
        operatorId: actor.operatorId,
        shiftStart: new Date(state.shift_start),
        shiftEnd: new Date(state.shift_end),
        unverifiedDeposits: deposits,
        unverifiedWithdrawals: withdrawals,
        remark,
        createdAt: now,
      })
      .returning({ id: shiftHandovers.id });
    await recordActivity(tx, actor, {
      action: 'shift.close',
      targetType: 'shift_handover',
      targetId: row!.id,
      after: {
        shift_start: state.shift_start,
        unverified_deposits: deposits,
        unverified_withdrawals: withdrawals,
      },
    });
  });
  return { ...state, handed_over_at: now.toISOString(), remark };
}
