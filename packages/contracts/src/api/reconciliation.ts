import { z } from 'zod';
import { dataReply } from './wire.ts';

/** Reply schemas of reconciliation (provider calls left open) and the ledger check. */

/** What one reconciliation run did with the open provider calls it looked at. */
export const reconcileRunSchema = z.object({
  examined: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  left: z.number().int(),
  /** Calls whose resends ran out without a definite answer: raised to staff. */
  handedToStaff: z.number().int(),
  /** Calls whose settlement threw: raised to staff with the error, the run went on. */
  setAside: z.number().int(),
});
export type ReconcileRun = z.input<typeof reconcileRunSchema>;
/** POST /api/staff/reconciliation/run and POST /api/staff/reports/timeout/:callId/check. */
export const reconcileRunReplySchema = dataReply(reconcileRunSchema);

/** GET /api/staff/ledger/check: every posting sums to zero, cached balances equal their entries, no forbidden negative. */
export const ledgerCheckSchema = z.object({
  ok: z.boolean(),
  unbalancedPostings: z.array(z.object({ postingId: z.number(), sumSen: z.number() })),
  cacheMismatches: z.array(
    z.object({ accountId: z.number(), cachedSen: z.number(), entriesSen: z.number() }),
  ),
  forbiddenNegatives: z.array(z.object({ accountId: z.number(), balanceSen: z.number() })),
});
export const ledgerCheckReplySchema = dataReply(ledgerCheckSchema);
