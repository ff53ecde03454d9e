import type { TelegramAlertKind, TelegramAlertRules } from '@topup/contracts/api/telegram-alerts.ts';
import type { MessageCode, MessageParams } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { and, count, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { MASKS } from '../../platform/personal-data.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { providerDiscrepancies } from '../discrepancies/discrepancies.table.ts';
import { members } from '../members/members.table.ts';
import { products, providerKiosks } from '../products/products.table.ts';
import { transactions } from '../transactions/transactions.table.ts';

/**
 * Something an alert reports: `key` names the event (the outbox sends one key once), the text
 * is a message code with its parameters, written in the settings' language when queued.
 */
export type AlertEvent = { key: string; kind: TelegramAlertKind; code: MessageCode; params: MessageParams };

/** Large amounts and discrepancies are looked for this far back (the outbox keeps them from repeating). */
const LOOK_BACK_MS = 24 * 3_600_000;
/** At most this many events of one kind per run; the rest come in the next runs. */
const PER_KIND = 100;
const MINUTE_MS = 60_000;

/** The events of every alert switched on, at `now`. */
export async function findAlertEvents(
  db: Db,
  rules: TelegramAlertRules,
  now: Date,
  agentCreditWarningSen: number,
): Promise<AlertEvent[]> {
  const found: AlertEvent[][] = [];
  if (rules.pending_wait.enabled) found.push(await pendingWaits(db, rules.pending_wait.minutes, now));
  if (rules.large_amount.enabled) found.push(await largeAmounts(db, rules.large_amount.threshold, now));
  if (rules.discrepancy.enabled) found.push(await newDiscrepancies(db, now));
  if (rules.agent_credit.enabled) found.push(await lowAgentCredits(db, agentCreditWarningSen, now));
  if (rules.failed_logins.enabled) found.push(await failedLoginBurst(db, rules.failed_logins, now));
  return found.flat();
}

/** A deposit's or withdrawal's fields for its alert; the member's phone and bank account only masked. */
const moneyColumns = {
  id: transactions.id,
  type: transactions.type,
  amountSen: transactions.amountSen,
  status: transactions.status,
  requestedAt: transactions.requestedAt,
  member: members.name,
  phone: members.phone,
  account: members.bankAccountNumber,
};
type MoneyRow = {
  id: number;
  type: string;
  amountSen: number;
  member: string;
  phone: string;
  account: string | null;
};

function moneyParams(row: MoneyRow): MessageParams {
  return {
    type: row.type,
    id: row.id,
    amount: formatSen(row.amountSen),
    member: row.member,
    phone: MASKS.phone(row.phone),
    account: row.account ? MASKS.account_number(row.account) : '-',
  };
}

const MONEY_TYPES = ['deposit', 'withdrawal'] as const;

async function pendingWaits(db: Db, minutes: number, now: Date): Promise<AlertEvent[]> {
  const rows = await db
    .select(moneyColumns)
    .from(transactions)
    .innerJoin(members, eq(members.id, transactions.memberId))
    .where(
      and(
        inArray(transactions.type, [...MONEY_TYPES]),
        inArray(transactions.status, ['pending', 'processing']),
        lte(transactions.requestedAt, new Date(now.getTime() - minutes * MINUTE_MS)),
      ),
    )
    .orderBy(transactions.id)
    .limit(PER_KIND);
  return rows.map((row) => ({
    key: `pending_wait:${row.id}`,
    kind: 'pending_wait',
    code: 'TELEGRAM_ALERT_PENDING_WAIT',
    params: {
      ...moneyParams(row),
      minutes: Math.floor((now.getTime() - row.requestedAt.getTime()) / MINUTE_MS),
    },
  }));
}

async function largeAmounts(db: Db, thresholdSen: number, now: Date): Promise<AlertEvent[]> {
  const rows = await db
    .select(moneyColumns)
    .from(transactions)
    .innerJoin(members, eq(members.id, transactions.memberId))
    .where(
      and(
        inArray(transactions.type, [...MONEY_TYPES]),
        gte(transactions.amountSen, thresholdSen),
        gte(transactions.createdAt, new Date(now.getTime() - LOOK_BACK_MS)),
      ),
    )
    .orderBy(transactions.id)
    .limit(PER_KIND);
  return rows.map((row) => ({
    key: `large_amount:${row.id}`,
    kind: 'large_amount',
    code: 'TELEGRAM_ALERT_LARGE_AMOUNT',
    params: { ...moneyParams(row), status: row.status },
  }));
}

async function newDiscrepancies(db: Db, now: Date): Promise<AlertEvent[]> {
  const rows = await db
    .select({
      id: providerDiscrepancies.id,
      kind: providerDiscrepancies.kind,
      amountSen: providerDiscrepancies.amountSen,
      reference: providerDiscrepancies.reference,
    })
    .from(providerDiscrepancies)
    .where(
      and(
        eq(providerDiscrepancies.status, 'open'),
        gte(providerDiscrepancies.createdAt, new Date(now.getTime() - LOOK_BACK_MS)),
      ),
    )
    .orderBy(providerDiscrepancies.id)
    .limit(PER_KIND);
  return rows.map((row) => ({
    key: `discrepancy:${row.id}`,
    kind: 'discrepancy',
    code: 'TELEGRAM_ALERT_DISCREPANCY',
    params: { id: row.id, kind: row.kind, amount: formatSen(row.amountSen), reference: row.reference ?? '-' },
  }));
}

/** Kiosks of products in use whose last read agent credit is below the warning: once a day each. */
async function lowAgentCredits(db: Db, warningSen: number, now: Date): Promise<AlertEvent[]> {
  const rows = await db
    .selectDistinct({
      id: providerKiosks.id,
      name: providerKiosks.name,
      creditSen: providerKiosks.agentCreditSen,
    })
    .from(providerKiosks)
    .innerJoin(products, and(eq(products.kioskId, providerKiosks.id), ne(products.status, 'retired')))
    .where(lt(providerKiosks.agentCreditSen, warningSen))
    .orderBy(providerKiosks.id)
    .limit(PER_KIND);
  const day = now.toISOString().slice(0, 10);
  return rows.map((row) => ({
    key: `agent_credit:${row.id}:${day}`,
    kind: 'agent_credit',
    code: 'TELEGRAM_ALERT_AGENT_CREDIT',
    params: { kiosk: row.name, credit: formatSen(row.creditSen ?? 0), warning: formatSen(warningSen) },
  }));
}

/** `count` or more wrong staff passwords within the last `minutes`: at most once per such window. */
async function failedLoginBurst(
  db: Db,
  rule: { count: number; minutes: number },
  now: Date,
): Promise<AlertEvent[]> {
  const windowMs = rule.minutes * MINUTE_MS;
  const [row] = await db
    .select({ n: count() })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.action, 'auth.secret_failed'),
        sql`${activityLog.after} ->> 'kind' = 'password'`,
        gte(activityLog.createdAt, new Date(now.getTime() - windowMs)),
      ),
    );
  const failures = Number(row?.n ?? 0);
  if (failures < rule.count) return [];
  return [
    {
      key: `failed_logins:${Math.floor(now.getTime() / windowMs)}`,
      kind: 'failed_logins',
      code: 'TELEGRAM_ALERT_FAILED_LOGINS',
      params: { count: failures, minutes: rule.minutes },
    },
  ];
}
