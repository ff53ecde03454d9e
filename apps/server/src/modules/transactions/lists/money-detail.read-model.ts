import type { TransactionDetail } from '@topup/contracts/api/money.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { DomainError } from '../../../platform/errors.ts';
import { operators } from '../../access/access.table.ts';
import { activityLog } from '../../audit/activity-log.table.ts';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../../ledger/ledger.table.ts';
import { assertInGateway, type GatewayScope } from '../payment-gateway.read-model.ts';
import { providerCallsOf } from '../provider-calls/provider-call-resend.service.ts';
import { moneyRowById } from './money-list.read-model.ts';

/** Transaction Detail: the record, its ledger entries, its provider calls and its activity history. */
export async function transactionDetail(
  db: Db,
  id: number,
  gateway: GatewayScope,
): Promise<TransactionDetail> {
  const row = await moneyRowById(db, id);
  if (!row) throw new DomainError('TRANSACTION_NOT_FOUND');
  await assertInGateway(db, gateway, {
    type: row.type,
    depositBankId: row.deposit_bank_id,
    withdrawBankId: row.withdraw_bank_id,
  });
  const entries = await db
    .select({
      postingId: ledgerPostings.id,
      kind: ledgerPostings.kind,
      at: ledgerPostings.createdAt,
      account: ledgerAccounts.name,
      accountKind: ledgerAccounts.kind,
      amountSen: ledgerEntries.amountSen,
      entryId: ledgerEntries.id,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.postingId, ledgerPostings.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerPostings.transactionId, id))
    .orderBy(asc(ledgerPostings.id), asc(ledgerEntries.id));
  const calls = await providerCallsOf(db, id);
  const history = await db
    .select({ log: activityLog, operatorName: operators.name })
    .from(activityLog)
    .leftJoin(operators, eq(operators.id, activityLog.operatorId))
    .where(and(eq(activityLog.targetType, 'transaction'), eq(activityLog.targetId, String(id))))
    .orderBy(asc(activityLog.id));
  return {
    ...row,
    ledger_entries: entries.map((e) => ({
      id: e.entryId,
      posting_id: e.postingId,
      kind: e.kind,
      account: e.account,
      account_kind: e.accountKind,
      amount: formatSen(e.amountSen),
      created_at: e.at.toISOString(),
    })),
    provider_calls: calls.map((c) => ({
      id: c.id,
      reference: c.reference,
      purpose: c.purpose,
      direction: c.direction,
      amount: formatSen(c.amountSen),
      status: c.status,
      error: c.errorKind,
      balance_before: c.balanceBeforeSen === null ? null : formatSen(c.balanceBeforeSen),
      balance_after: c.balanceAfterSen === null ? null : formatSen(c.balanceAfterSen),
      created_at: c.createdAt.toISOString(),
      resolved_at: c.resolvedAt?.toISOString() ?? null,
    })),
    history: history.map(({ log, operatorName }) => ({
      id: log.id,
      action: log.action,
      operator_name: operatorName,
      before: log.before,
      after: log.after,
      ip: log.ip,
      created_at: log.createdAt.toISOString(),
    })),
  };
}
