import type { DailyBalanceView } from '@topup/contracts/api/bank-movements.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { sql } from 'drizzle-orm';
import { addBusinessDays, businessDayOf } from '../../platform/business-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';

/** The longest range of business days one request may ask for. */
export const MAX_BALANCE_DAYS = 31;
/** Without a range: this many days up to today. */
const DEFAULT_BALANCE_DAYS = 7;

export type DailyBalanceInput = { bankId?: number; from?: string; to?: string; now: Date; timeZone: string };

type Row = {
  day: string;
  bank_id: number;
  bank: string;
  ledger_sen: string | number;
  statement_sen: string | number | null;
  statement_at: Date | string | null;
};

/** The asked range, or the last days up to today; refused when reversed or too long. */
function dayRange(input: DailyBalanceInput): { from: string; to: string } {
  const to = input.to ?? businessDayOf(input.now, input.timeZone);
  const from = input.from ?? addBusinessDays(to, 1 - DEFAULT_BALANCE_DAYS);
  if (from > to || addBusinessDays(from, MAX_BALANCE_DAYS - 1) < to) throw new DomainError('INVALID_REQUEST');
  return { from, to };
}

/**
 * Per bank account and business day (newest first): the ledger's balance at the day's end (the
 * bank's rows of `report_ledger_daily` up to that day), the balance of the last imported
 * statement line up to the day's end, and ledger minus statement.
 */
export async function dailyBalances(db: Db, input: DailyBalanceInput): Promise<DailyBalanceView[]> {
  const { from, to } = dayRange(input);
  const result = await db.execute(sql`
    with bank as (
      select b.id, b.bank_name || ' ' || b.account_number as name, la.id as account_id
      from banks b left join ledger_accounts la on la.kind = 'bank' and la.ref_id = b.id
      where ${input.bankId === undefined ? sql`true` : sql`b.id = ${input.bankId}`}
    ),
    days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, bank.id as bank_id, bank.name as bank,
      coalesce((
        select sum(r.in_sen - r.out_sen) from report_ledger_daily r
        where r.account_id = bank.account_id and r.day <= days.day
      ), 0)::bigint as ledger_sen,
      line.balance_sen as statement_sen, line.transacted_at as statement_at
    from bank cross join days
    left join lateral (
      select bt.balance_sen, bt.transacted_at from bank_transactions bt
      where bt.bank_id = bank.id and bt.balance_sen is not null and not bt.extra_copy
        and bt.transacted_at < ((days.day + 1)::timestamp at time zone ${input.timeZone})
      order by bt.transacted_at desc, bt.id desc limit 1
    ) line on true
    order by days.day desc, bank.id`);
  return (result as unknown as { rows: Row[] }).rows.map((r) => {
    const ledgerSen = Number(r.ledger_sen);
    const statementSen = r.statement_sen === null ? null : Number(r.statement_sen);
    return {
      day: r.day,
      bank_id: Number(r.bank_id),
      bank: r.bank,
      ledger_balance: formatSen(ledgerSen),
      statement_balance: statementSen === null ? null : formatSen(statementSen),
      statement_at: r.statement_at === null ? null : new Date(r.statement_at).toISOString(),
      difference: statementSen === null ? null : formatSen(ledgerSen - statementSen),
    };
  });
}
