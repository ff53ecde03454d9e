import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { inTransaction } from '../../../platform/db/transaction.ts';
import { DomainError } from '../../../platform/errors.ts';
import { raiseDiscrepancy } from '../../discrepancies/discrepancies.service.ts';
import { ProviderError } from '../../providers/game-provider.ts';
import { type ProviderCall, providerCalls } from '../provider-calls.table.ts';
import { sendProviderCall } from './provider-calls.service.ts';
import { type ProviderTimings, providerTimings } from './provider-timings.ts';

export type ReconcileOptions = {
  now: Date;
  /** An open call younger than this is left to the request that sent it (0 on start-up). */
  staleMs?: number;
  /** One run's bound. */
  limit?: number;
  /** Only this call (staff "check now" on the Timeout report), whatever its age or tries. */
  callId?: number;
};
export type ReconcileReport = {
  examined: number;
  succeeded: number;
  failed: number;
  left: number;
  /** Calls whose resends ran out without a definite answer: raised to staff. */
  handedToStaff: number;
  /** Calls whose settlement threw: raised to staff with the error, the run went on. */
  setAside: number;
};

/** Wait before resend number `attempt` (1-based): doubling from the base, capped. */
export function resendBackoffMs(timings: ProviderTimings, attempt: number): number {
  return Math.min(timings.resend_backoff_max_ms, timings.resend_backoff_ms * 2 ** Math.max(0, attempt - 1));
}

/**
 * Leases due calls so that parallel runners (other instances) skip them (FOR UPDATE SKIP
 * LOCKED); the lease is also the backoff before the next resend.
 */
async function leaseDueCalls(
  db: Db,
  now: Date,
  which: { staleMs: number; limit: number; callId?: number },
  timings: ProviderTimings,
) {
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select()
      .from(providerCalls)
      .where(
        and(
          inArray(providerCalls.status, ['pending', 'unknown']),
          or(isNull(providerCalls.leaseUntil), lt(providerCalls.leaseUntil, now)),
          ...(which.callId === undefined
            ? [
                lte(providerCalls.createdAt, new Date(now.getTime() - which.staleMs)),
                lt(providerCalls.attempts, timings.resend_max_tries),
              ]
            : [eq(providerCalls.id, which.callId)]),
        ),
      )
      .orderBy(asc(providerCalls.id))
      .limit(which.limit)
      .for('update', { skipLocked: true });
    for (const call of due)
      await tx
        .update(providerCalls)
        .set({
          leaseUntil: new Date(now.getTime() + resendBackoffMs(timings, call.attempts + 1)),
          attempts: call.attempts + 1,
        })
        .where(eq(providerCalls.id, call.id));
    return due.map((call) => ({ ...call, attempts: call.attempts + 1 }));
  });
}

/**
 * Resolves open provider calls by resending them with their own reference (the provider
 * applies a reference once, so this is safe however often it happens): a move, or the replay
 * of one that already happened, settles the call as succeeded; a definite refusal fails it;
 * no definite answer leaves it open for the next try after a backoff. Time alone never fails a
 * call: when the tries run out it is raised to staff as a discrepancy and stays open.
 */
export async function reconcileProviderCalls(db: Db, options: ReconcileOptions): Promise<ReconcileReport> {
  const timings = await providerTimings(db);
  const { now } = options;
  const report: ReconcileReport = {
    examined: 0,
    succeeded: 0,
    failed: 0,
    left: 0,
    handedToStaff: 0,
    setAside: 0,
  };
  const due = await leaseDueCalls(
    db,
    now,
    {
      staleMs: options.staleMs ?? timings.resend_after_ms,
      limit: options.limit ?? 100,
      callId: options.callId,
    },
    timings,
  );
  for (const call of due) {
    report.examined++;
    const result = await sendProviderCall(db, call, () => now, { resend: true }).catch(
      async (error: unknown) => {
        // A provider refusal of a read (account lookup) or a setup problem: try again later.
        if (error instanceof ProviderError || error instanceof DomainError)
          return { kind: 'unknown' as const };
        // Anything else (a bug, a constraint): this call is set aside for staff, the run goes on.
        await setAside(db, call, error, now);
        return { kind: 'set_aside' as const };
      },
    );
    if (result.kind === 'set_aside') report.setAside++;
    else if (result.kind === 'succeeded') report.succeeded++;
    else if (result.kind === 'failed') report.failed++;
    else if (call.attempts >= timings.resend_max_tries && (await handToStaff(db, call, now)))
      report.handedToStaff++;
    else report.left++;
  }
  return report;
}

/** How deep a cause chain is followed: a query error wraps the database's own error once or twice. */
const MAX_CAUSE_DEPTH = 8;

/** The innermost cause's message (a query error wraps the database's own message). */
function rootMessage(error: unknown): string {
  let inner = error;
  for (
    let depth = 1;
    depth <= MAX_CAUSE_DEPTH && inner instanceof Error && inner.cause instanceof Error;
    depth++
  )
    inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}

/**
 * One call whose settlement threw is raised to staff with the error (once per call); it stays
 * open under its lease, so later runs try it again after the backoff.
 */
async function setAside(db: Db, call: ProviderCall, error: unknown, now: Date): Promise<void> {
  await raiseDiscrepancy(
    db,
    {
      kind: 'unresolved_call',
      dedupeKey: `settle-error:${call.id}`,
      memberAccountId: call.memberAccountId,
      providerCallId: call.id,
      transactionId: call.transactionId,
      reference: call.reference,
      evidence: {
        settlementError: rootMessage(error).slice(0, 500),
        attempts: call.attempts,
        direction: call.direction,
        amountSen: call.amountSen,
      },
    },
    now,
  );
}

async function handToStaff(db: Db, call: ProviderCall, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [open] = await tx
      .select()
      .from(providerCalls)
      .where(and(eq(providerCalls.id, call.id), inArray(providerCalls.status, ['pending', 'unknown'])))
      .for('update');
    if (!open) return false;
    return raiseDiscrepancy(
      tx,
      {
        kind: 'unresolved_call',
        dedupeKey: `unresolved:${call.id}`,
        memberAccountId: call.memberAccountId,
        providerCallId: call.id,
        transactionId: call.transactionId,
        reference: call.reference,
        evidence: {
          attempts: open.attempts,
          createdAt: open.createdAt,
          direction: open.direction,
          amountSen: open.amountSen,
        },
      },
      now,
    );
  });
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
