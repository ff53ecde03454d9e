import { and, count, eq, inArray, isNotNull, min } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { providerDiscrepancies } from '../discrepancies/discrepancies.table.ts';
import { providerKiosks } from '../products/products.table.ts';
import { providerCalls } from '../transactions/provider-calls.table.ts';
import { transactions } from '../transactions/transactions.table.ts';

const ageSeconds = (oldest: Date | string | null, now: Date) =>
  oldest === null ? 0 : Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000);

/** Deposits and withdrawals waiting for staff, and how long the oldest of each has waited. */
export async function pendingQueues(db: Db, now: Date) {
  const rows = await db
    .select({ type: transactions.type, waiting: count(), oldest: min(transactions.createdAt) })
    .from(transactions)
    .where(and(eq(transactions.status, 'pending'), inArray(transactions.type, ['deposit', 'withdrawal'])))
    .groupBy(transactions.type);
  return (['deposit', 'withdrawal'] as const).map((type) => {
    const row = rows.find((r) => r.type === type);
    return { type, waiting: row?.waiting ?? 0, oldestAgeSeconds: ageSeconds(row?.oldest ?? null, now) };
  });
}

/** Provider calls not yet answered definitely (the outbox), and the oldest one's age. */
export async function providerOutbox(db: Db, now: Date) {
  const [row] = await db
    .select({ depth: count(), oldest: min(providerCalls.createdAt) })
    .from(providerCalls)
    .where(inArray(providerCalls.status, ['pending', 'unknown']));
  return { depth: row?.depth ?? 0, oldestAgeSeconds: ageSeconds(row?.oldest ?? null, now) };
}

export async function openDiscrepancies(db: Db): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(providerDiscrepancies)
    .where(eq(providerDiscrepancies.status, 'open'));
  return row?.open ?? 0;
}

/** Each kiosk's agent credit as last read from it (kiosks never read yet are left out). */
export async function agentCredits(db: Db) {
  return db
    .select({ kiosk: providerKiosks.kioskCode, creditSen: providerKiosks.agentCreditSen })
    .from(providerKiosks)
    .where(isNotNull(providerKiosks.agentCreditSen));
}
