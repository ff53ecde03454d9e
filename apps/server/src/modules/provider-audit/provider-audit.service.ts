import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { raiseDiscrepancy } from '../discrepancies/discrepancies.service.ts';
import { ensureLedgerAccount, ledgerBalance, postLedger, systemAccount } from '../ledger/ledger.service.ts';
import { type GameProvider, ProviderError, type ScoreLogEntry } from '../providers/game-provider.ts';
import { providerFor } from '../providers/provider-registry.ts';
import { changeOf } from '../providers/score-log-window.ts';
import { syncGameBalance } from '../transactions/money-forms/sync-balance.service.ts';
import { providerTimings } from '../transactions/provider-calls/provider-timings.ts';
import {
  allKiosks,
  callsByReference,
  type KioskRow,
  kioskAccounts,
  openCallCount,
  succeededCallsIn,
} from './kiosk-books.read-model.ts';
import { kioskCreditBaselines } from './kiosk-credit-baselines.table.ts';

export type KioskAudit = {
  kioskId: number;
  kiosk: string;
  reachable: boolean;
  entries: number;
  /** The provider had more entries in the window than one read returns; widen the runs. */
  truncated: boolean;
  accountsChecked: number;
  accountsBusy: number;
  /** Differences found in this run (each also a discrepancy record). */
  raised: number;
  lateMovesSettled: number;
  gameResultSen: number;
  /** 'ok', 'baseline' (first run: recorded), 'busy' (calls in flight), 'difference'. */
  agentCredit: 'ok' | 'baseline' | 'busy' | 'difference' | 'unreachable';
};
export type AuditReport = { since: string; until: string; kiosks: KioskAudit[]; raised: number };

const READ_LIMIT = 10_000;

function providerOf(kiosk: KioskRow): GameProvider {
  return providerFor({
    baseUrl: kiosk.baseUrl,
    kioskCode: kiosk.kioskCode,
    agentKey: kiosk.agentKey,
    ...(kiosk.timeoutMs === null ? {} : { timeoutMs: kiosk.timeoutMs }),
  });
}

/**
 * Each reference in the provider's log against our calls: a move under a reference we never
 * recorded on an account we do not know, or a call we settled with another move than the
 * provider's, is a discrepancy. (Moves on our accounts are booked by the balance step.)
 */
async function compareReferences(
  db: Db,
  kiosk: KioskRow,
  entries: ScoreLogEntry[],
  accounts: Map<string, number>,
  now: Date,
): Promise<number> {
  const referenced = entries.filter((e) => e.reference !== null);
  const calls = await callsByReference(
    db,
    referenced.map((e) => e.reference!),
  );
  let raised = 0;
  for (const entry of referenced) {
    const call = calls.get(entry.reference!);
    const accountId = accounts.get(entry.username) ?? null;
    if (!call && accountId === null) {
      const isNew = await raiseDiscrepancy(
        db,
        {
          kind: 'unknown_move',
          dedupeKey: `move:${kiosk.id}:${entry.providerTxId}`,
          kioskId: kiosk.id,
          reference: entry.reference,
          amountSen: changeOf(entry),
          evidence: { entry, note: 'no game account of ours has this username' },
        },
        now,
      );
      if (isNew) raised++;
      continue;
    }
    if (call?.status !== 'succeeded') continue;
    const same =
      call.providerTxId === entry.providerTxId &&
      call.amountSen === entry.amountSen &&
      call.direction === entry.kind &&
      call.memberAccountId === accountId;
    if (same) continue;
    const isNew = await raiseDiscrepancy(
      db,
      {
        kind: 'settled_differently',
        dedupeKey: `differs:${call.id}:${entry.providerTxId}`,
        kioskId: kiosk.id,
        memberAccountId: call.memberAccountId,
        providerCallId: call.id,
        transactionId: call.transactionId,
        reference: call.reference,
        amountSen: changeOf(entry) - (call.direction === 'deposit' ? call.amountSen : -call.amountSen),
        evidence: { entry, call },
      },
      now,
    );
    if (isNew) raised++;
  }
  return raised;
}

/** Our calls settled as moved in the window that the provider's log does not show (confirmed by reference). */
async function findMissingMoves(
  db: Db,
  kiosk: KioskRow,
  provider: GameProvider,
  entries: ScoreLogEntry[],
  accountIds: number[],
  window: { since: Date; until: Date },
  now: Date,
): Promise<number> {
  const seen = new Set(entries.map((e) => e.reference));
  let raised = 0;
  for (const call of await succeededCallsIn(db, accountIds, window)) {
    if (seen.has(call.reference)) continue;
    if (await provider.findScoreByReference(call.reference)) continue;
    const isNew = await raiseDiscrepancy(
      db,
      {
        kind: 'missing_move',
        dedupeKey: `missing:${call.id}`,
        kioskId: kiosk.id,
        memberAccountId: call.memberAccountId,
        providerCallId: call.id,
        transactionId: call.transactionId,
        reference: call.reference,
        amountSen: call.direction === 'deposit' ? -call.amountSen : call.amountSen,
        evidence: { call, note: 'settled as moved; the provider has no move with this reference' },
      },
      now,
    );
    if (isNew) raised++;
  }
  return raised;
}

/**
 * Agent credit moved at the kiosk against the kiosk ledger account, from a baseline taken on
 * the first quiet run. A difference is parked in suspense (kiosk account brought to the
 * provider's figure) and raised.
 */
async function compareAgentCredit(
  db: Db,
  kiosk: KioskRow,
  provider: GameProvider,
  accountIds: number[],
  now: Date,
): Promise<{ state: KioskAudit['agentCredit']; raised: number }> {
  if (await openCallCount(db, accountIds)) return { state: 'busy', raised: 0 };
  const agentSen = await provider.agentCredit();
  return inTransaction(db, async (tx) => {
    const kioskAccount = await ensureLedgerAccount(tx, 'kiosk', kiosk.id, `kiosk ${kiosk.name}`);
    const ledgerSen = await ledgerBalance(tx, 'kiosk', kiosk.id);
    const [baseline] = await tx
      .select()
      .from(kioskCreditBaselines)
      .where(eq(kioskCreditBaselines.kioskId, kiosk.id))
      .for('update');
    if (!baseline) {
      await tx
        .insert(kioskCreditBaselines)
        .values({ kioskId: kiosk.id, agentCreditSen: agentSen, ledgerSen });
      return { state: 'baseline' as const, raised: 0 };
    }
    const diff = agentSen - baseline.agentCreditSen - (ledgerSen - baseline.ledgerSen);
    if (diff === 0) return { state: 'ok' as const, raised: 0 };
    const isNew = await raiseDiscrepancy(
      tx,
      {
        kind: 'agent_credit',
        dedupeKey: `credit:${kiosk.id}:${agentSen}:${ledgerSen}`,
        kioskId: kiosk.id,
        amountSen: diff,
        suspenseSen: diff,
        evidence: { agentCreditSen: agentSen, ledgerSen, baseline },
      },
      now,
    );
    if (isNew)
      await postLedger(tx, {
        transactionId: null,
        kind: 'agent_credit_difference',
        memo: `kiosk ${kiosk.name}`,
        legs: [
          { accountId: kioskAccount, amountSen: diff },
          { accountId: await systemAccount(tx, 'suspense'), amountSen: -diff },
        ],
      });
    return { state: 'difference' as const, raised: isNew ? 1 : 0 };
  });
}

async function auditKiosk(
  db: Db,
  kiosk: KioskRow,
  window: { since: Date; until: Date },
  now: () => Date,
): Promise<KioskAudit> {
  const report: KioskAudit = {
    kioskId: kiosk.id,
    kiosk: kiosk.name,
    reachable: true,
    entries: 0,
    truncated: false,
    accountsChecked: 0,
    accountsBusy: 0,
    raised: 0,
    lateMovesSettled: 0,
    gameResultSen: 0,
    agentCredit: 'unreachable',
  };
  const provider = providerOf(kiosk);
  const accounts = await kioskAccounts(db, kiosk.id);
  let entries: ScoreLogEntry[];
  try {
    const log = await provider.kioskScoreLog({ ...window, limit: READ_LIMIT });
    entries = log.entries;
    report.truncated = log.truncated;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return { ...report, reachable: false };
  }
  report.entries = entries.length;
  report.raised += await compareReferences(db, kiosk, entries, accounts, now());
  const accountIds = [...accounts.values()];
  const touched = new Set<number>();
  for (const entry of entries) {
    const id = accounts.get(entry.username);
    if (id !== undefined) touched.add(id);
  }
  for (const call of await succeededCallsIn(db, accountIds, window)) touched.add(call.memberAccountId);
  for (const accountId of touched) {
    try {
      const synced = await syncGameBalance(db, accountId, now);
      if (synced.kind === 'busy') {
        report.accountsBusy++;
        continue;
      }
      report.accountsChecked++;
      report.gameResultSen += synced.gameResultSen;
      report.lateMovesSettled += synced.lateMoves;
      report.raised += synced.raised;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      report.accountsBusy++;
    }
  }
  try {
    report.raised += await findMissingMoves(db, kiosk, provider, entries, accountIds, window, now());
    const credit = await compareAgentCredit(db, kiosk, provider, accountIds, now());
    report.agentCredit = credit.state;
    report.raised += credit.raised;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    report.reachable = false;
  }
  return report;
}

/**
 * The provider audit: for every kiosk and the window ending now, the provider's books against
 * ours (references both ways, each game account's balance, agent credit moved against the
 * kiosk ledger account). Every difference becomes a discrepancy with its evidence; differences
 * are never absorbed as game results. Safe to run again: a difference is raised once.
 */
export async function runProviderAudit(
  db: Db,
  options: { now: () => Date; windowMs?: number },
): Promise<AuditReport> {
  const until = options.now();
  const windowMs = options.windowMs ?? (await providerTimings(db)).audit_window_ms;
  const window = { since: new Date(until.getTime() - windowMs), until: new Date(until.getTime() + 1) };
  const kiosks: KioskAudit[] = [];
  for (const kiosk of await allKiosks(db)) kiosks.push(await auditKiosk(db, kiosk, window, options.now));
  return {
    since: window.since.toISOString(),
    until: until.toISOString(),
    kiosks,
    raised: kiosks.reduce((sum, k) => sum + k.raised, 0),
  };
}
