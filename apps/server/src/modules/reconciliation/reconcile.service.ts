import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { getMemberAccount } from '../member-accounts/member-accounts.service.ts';
import { providerForProduct } from '../products/products.service.ts';
import { ProviderError } from '../providers/game-provider.ts';
import { resolveProviderCall } from '../transactions/provider-calls.service.ts';
import { type ProviderCall, providerCalls } from './provider-calls.table.ts';

export type ReconcileOptions = {
  now: Date;
  /** An open call younger than this is left alone (its sender may still be waiting). */
  staleMs?: number;
  /**
   * A call the provider's score log does not show is failed only after this long, so a
   * request still travelling to the provider cannot land after we gave up on it.
   */
  graceMs?: number;
  /** One run's bound. */
  limit?: number;
  leaseMs?: number;
};

export type ReconcileReport = { examined: number; succeeded: number; failed: number; left: number };

export const DEFAULT_STALE_MS = 15_000;
export const DEFAULT_GRACE_MS = 120_000;

/** Leases due calls so that parallel runners (other instances) skip them: FOR UPDATE SKIP LOCKED. */
async function leaseDueCalls(db: Db, options: Required<ReconcileOptions>): Promise<ProviderCall[]> {
  const { now } = options;
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(providerCalls)
      .where(
        and(
          inArray(providerCalls.status, ['pending', 'unknown']),
          lt(providerCalls.createdAt, new Date(now.getTime() - options.staleMs)),
          or(isNull(providerCalls.leaseUntil), lt(providerCalls.leaseUntil, now)),
        ),
      )
      .orderBy(asc(providerCalls.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    await tx
      .update(providerCalls)
      .set({
        leaseUntil: new Date(now.getTime() + options.leaseMs),
        attempts: sql`${providerCalls.attempts} + 1`,
      })
      .where(
        inArray(
          providerCalls.id,
          due.map((c) => c.id),
        ),
      );
    return due;
  });
}

/**
 * Resolves open provider calls from the provider's score log, each exactly once: found by its
 * reference -> the movement happened (settled with the logged balance); absent after the grace
 * period -> it never happened (failed, money returned). Provider errors leave a call for the
 * next run.
 */
export async function reconcileProviderCalls(db: Db, options: ReconcileOptions): Promise<ReconcileReport> {
  const full: Required<ReconcileOptions> = {
    staleMs: DEFAULT_STALE_MS,
    graceMs: DEFAULT_GRACE_MS,
    limit: 100,
    leaseMs: 60_000,
    ...options,
  };
  const report: ReconcileReport = { examined: 0, succeeded: 0, failed: 0, left: 0 };
  for (const call of await leaseDueCalls(db, full)) {
    report.examined++;
    try {
      const row = await getMemberAccount(db, call.memberAccountId);
      const provider = await providerForProduct(db, row.product);
      const entry = await provider.findScoreByReference(call.reference);
      if (entry) {
        await resolveProviderCall(
          db,
          call.id,
          { kind: 'succeeded', providerTxId: entry.providerTxId, balanceAfterSen: entry.balanceAfterSen },
          full.now,
        );
        report.succeeded++;
      } else if (full.now.getTime() - call.createdAt.getTime() >= full.graceMs) {
        await resolveProviderCall(db, call.id, { kind: 'failed', errorKind: 'not_found' }, full.now);
        report.failed++;
      } else {
        report.left++;
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      report.left++;
    }
  }
  return report;
}

/** Open calls (pending or unknown), for the Timeout report and tests. */
export async function openProviderCalls(db: Db): Promise<ProviderCall[]> {
  return db
    .select()
    .from(providerCalls)
    .where(inArray(providerCalls.status, ['pending', 'unknown']))
    .orderBy(asc(providerCalls.id));
}

export async function providerCallsOf(db: Db, transactionId: number): Promise<ProviderCall[]> {
  return db
    .select()
    .from(providerCalls)
    .where(eq(providerCalls.transactionId, transactionId))
    .orderBy(asc(providerCalls.id));
}
