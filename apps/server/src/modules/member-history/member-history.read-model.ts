import type { Locale } from '@topup/contracts/locales.ts';
import type { HistoryItem, HistoryStatus } from '@topup/contracts/member-api.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { fortuneSpinHistory } from '../fortune-spin/fortune-spin.table.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { products } from '../products/products.table.ts';
import { recordedRefusalCode } from '../providers/provider-errors.ts';
import { type Transaction, transactions } from '../transactions/transactions.table.ts';

export const HISTORY_PAGE_SIZE = 20;

const STATUS: Record<Transaction['status'], HistoryStatus> = {
  pending: 'waiting',
  processing: 'waiting',
  success: 'done',
  complete: 'done',
  failed: 'failed',
  voided: 'failed',
};

/**
 * A failed entry's reason: the provider's refusal in the member's language when one was recorded,
 * else what staff wrote when they rejected or voided it.
 */
function reasonOf(t: Transaction, locale: Locale): string | null {
  if (STATUS[t.status] !== 'failed') return null;
  if (t.failureCode) return formatMessage(recordedRefusalCode(t.failureCode, 'DEPOSIT_FAILED'), locale);
  return t.remark?.trim() || null;
}

async function moneyRows(db: Db, memberId: number, limit: number, locale: Locale): Promise<HistoryItem[]> {
  const rows = await db
    .select({ t: transactions, product: products.name, username: memberAccounts.username })
    .from(transactions)
    .leftJoin(memberAccounts, eq(memberAccounts.id, transactions.memberAccountId))
    .leftJoin(products, eq(products.id, memberAccounts.productId))
    .where(and(eq(transactions.memberId, memberId), inArray(transactions.type, ['deposit', 'reward'])))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
  return rows.map(({ t, product, username }) => ({
    kind: t.type === 'deposit' ? 'deposit' : 'reward',
    id: t.id,
    amount: formatSen(t.amountSen),
    bonus: t.bonusSen > 0 ? formatSen(t.bonusSen) : null,
    account: product ? `${product} - ${username ?? ''}` : null,
    label: null,
    status: STATUS[t.status],
    reason: reasonOf(t, locale),
    created_at: t.createdAt.toISOString(),
  }));
}

async function spinRows(db: Db, memberId: number, limit: number): Promise<HistoryItem[]> {
  const rows = await db
    .select()
    .from(fortuneSpinHistory)
    .where(eq(fortuneSpinHistory.memberId, memberId))
    .orderBy(desc(fortuneSpinHistory.createdAt), desc(fortuneSpinHistory.id))
    .limit(limit);
  return rows.map((s) => ({
    kind: 'spin',
    id: s.id,
    amount: formatSen(s.prizeSen),
    bonus: null,
    account: null,
    label: s.label,
    status: 'done',
    reason: null,
    created_at: s.createdAt.toISOString(),
  }));
}

/**
 * One page of the member's own deposits, reward redemptions and spins, newest first. Each source
 * gives at most as many rows as the pages up to this one hold, so their merge is exact without a
 * cross-table union; pages stop at 1000 (the body's limit), far past what a member scrolls.
 */
export async function memberHistoryPage(
  db: Db,
  memberId: number,
  page: number,
  locale: Locale,
): Promise<{ items: HistoryItem[]; has_more: boolean }> {
  const upTo = page * HISTORY_PAGE_SIZE + 1;
  const [money, spins] = await Promise.all([
    moneyRows(db, memberId, upTo, locale),
    spinRows(db, memberId, upTo),
  ]);
  const merged = [...money, ...spins].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const start = (page - 1) * HISTORY_PAGE_SIZE;
  return {
    items: merged.slice(start, start + HISTORY_PAGE_SIZE),
    has_more: merged.length > start + HISTORY_PAGE_SIZE,
  };
}
