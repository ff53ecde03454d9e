import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { postLedger, systemAccount } from '../ledger/ledger.service.ts';

export { DISCREPANCY_KINDS } from './discrepancies.table.ts';

import {
  type Discrepancy,
  type DiscrepancyKind,
  type DiscrepancyResolution,
  providerDiscrepancies,
} from './discrepancies.table.ts';

export type NewDiscrepancy = {
  kind: DiscrepancyKind;
  dedupeKey: string;
  kioskId?: number | null;
  memberAccountId?: number | null;
  providerCallId?: number | null;
  transactionId?: number | null;
  reference?: string | null;
  amountSen?: number;
  suspenseSen?: number;
  evidence: Record<string, unknown>;
  /** Already settled by the code that found it (kept as the record of what happened). */
  autoSettled?: boolean;
};

/**
 * Records a difference, in the caller's transaction; the same dedupe key again is ignored.
 * Returns whether it was new. Booking `suspenseSen` is the caller's job (in the same posting
 * as the movement that needs it).
 */
export async function raiseDiscrepancy(db: Db, input: NewDiscrepancy, now: Date): Promise<boolean> {
  const { autoSettled, ...row } = input;
  const inserted = await db
    .insert(providerDiscrepancies)
    .values({
      ...row,
      createdAt: now,
      ...(autoSettled ? { status: 'resolved', resolution: 'auto_settled', resolvedAt: now } : {}),
    })
    .onConflictDoNothing({ target: providerDiscrepancies.dedupeKey })
    .returning({ id: providerDiscrepancies.id });
  return inserted.length > 0;
}

export async function discrepancyExists(db: Db, dedupeKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerDiscrepancies.id })
    .from(providerDiscrepancies)
    .where(eq(providerDiscrepancies.dedupeKey, dedupeKey));
  return Boolean(row);
}

export async function openDiscrepancyCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(providerDiscrepancies)
    .where(eq(providerDiscrepancies.status, 'open'));
  return Number(row?.n ?? 0);
}

/** The open discrepancy, locked for resolving; DISCREPANCY_NOT_OPEN otherwise. */
export async function lockOpenDiscrepancy(db: Db, id: number): Promise<Discrepancy> {
  const [row] = await db
    .select()
    .from(providerDiscrepancies)
    .where(eq(providerDiscrepancies.id, id))
    .for('update');
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.status !== 'open') throw new DomainError('DISCREPANCY_NOT_OPEN');
  return row;
}

/** An open discrepancy tied to this provider call, if any (a settled call closes it). */
export async function openDiscrepancyOfCall(db: Db, callId: number): Promise<Discrepancy | undefined> {
  const [row] = await db
    .select()
    .from(providerDiscrepancies)
    .where(and(eq(providerDiscrepancies.providerCallId, callId), eq(providerDiscrepancies.status, 'open')))
    .for('update');
  return row;
}

/** Marks a locked open discrepancy resolved and logs who did it. */
export async function closeDiscrepancy(
  db: Db,
  row: Discrepancy,
  input: { resolution: DiscrepancyResolution; actor: Actor; remark?: string | null; now: Date },
): Promise<void> {
  await db
    .update(providerDiscrepancies)
    .set({
      status: 'resolved',
      resolution: input.resolution,
      remark: input.remark ?? null,
      resolvedBy: input.actor.kind === 'operator' ? input.actor.operatorId : null,
      resolvedAt: input.now,
    })
    .where(eq(providerDiscrepancies.id, row.id));
  await recordActivity(db, input.actor, {
    action: `discrepancy.${input.resolution}`,
    targetType: 'provider_discrepancy',
    targetId: row.id,
    before: { status: 'open', kind: row.kind, suspense_sen: row.suspenseSen },
    after: { status: 'resolved', resolution: input.resolution, remark: input.remark ?? null },
  });
}

/**
 * Write-off: the operator accepts the difference. What was parked in suspense for it is moved
 * to the adjustment account, so suspense only ever holds differences still open.
 */
export async function writeOffDiscrepancy(
  db: Db,
  id: number,
  input: { actor: Actor; remark: string; now: Date },
): Promise<void> {
  const row = await lockOpenDiscrepancy(db, id);
  if (row.suspenseSen !== 0)
    await postLedger(db, {
      transactionId: row.transactionId,
      kind: 'suspense_write_off',
      memo: `discrepancy ${row.id}: ${input.remark}`,
      legs: [
        { accountId: await systemAccount(db, 'suspense'), amountSen: row.suspenseSen },
        { accountId: await systemAccount(db, 'adjustment'), amountSen: -row.suspenseSen },
      ],
    });
  await closeDiscrepancy(db, row, { resolution: 'written_off', ...input });
}
