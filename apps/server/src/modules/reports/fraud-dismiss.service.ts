import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { fraudSignalDismissals } from './fraud-dismissals.table.ts';

export const SIGNAL_KEY = /^(fraud|bank|ip|quick|rejects|dupe):[^\s]{1,120}$/;

/** Dismisses a fraud signal with a remark (logged); dismissing it again updates the remark. */
export async function dismissFraudSignal(
  db: Db,
  actor: Actor & { kind: 'operator' },
  input: { signalKey: string; remark: string },
  now: Date,
): Promise<void> {
  const remark = input.remark.trim();
  if (!remark) throw new DomainError('REMARK_REQUIRED');
  if (!SIGNAL_KEY.test(input.signalKey)) throw new DomainError('INVALID_REQUEST');
  await inTransaction(db, async (tx) => {
    const values = { signalKey: input.signalKey, remark, operatorId: actor.operatorId, createdAt: now };
    await tx
      .insert(fraudSignalDismissals)
      .values(values)
      .onConflictDoUpdate({ target: fraudSignalDismissals.signalKey, set: values });
    await recordActivity(tx, actor, {
      action: 'fraud_signal.dismiss',
      targetType: 'fraud_signal',
      targetId: input.signalKey,
      after: { remark },
    });
  });
}
