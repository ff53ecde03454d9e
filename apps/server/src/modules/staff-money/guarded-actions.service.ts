import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { getMemberAccount, providerBalance } from '../member-accounts/member-accounts.service.ts';
import {
  approveTransaction,
  type MoveResult,
  type Operator,
  voidTransaction,
} from '../transactions/transaction-actions.service.ts';
import { type Transaction, transactions } from '../transactions/transactions.table.ts';

async function load(db: Db, id: number): Promise<Transaction> {
  const [t] = await db.select().from(transactions).where(eq(transactions.id, id));
  if (!t) throw new DomainError('TRANSACTION_NOT_FOUND');
  return t;
}

async function balanceOf(db: Db, t: Transaction): Promise<number> {
  if (t.memberAccountId === null) throw new DomainError('MEMBER_ACCOUNT_NOT_FOUND');
  return providerBalance(db, await getMemberAccount(db, t.memberAccountId));
}

/**
 * Approve from the back-office. A withdrawal takes the whole game balance, so the balance at
 * the provider must still equal the amount asked when staff approve it (the member may have
 * played since): 'Current balance not equal withdrawal amount.'
 */
export async function approveChecked(db: Db, id: number, operator: Operator, now: () => Date) {
  const t = await load(db, id);
  if (t.type === 'withdrawal' && t.status === 'pending') {
    const balance = await balanceOf(db, t);
    if (balance < t.amountSen) throw new DomainError('INSUFFICIENT_BALANCE');
    if (balance !== t.amountSen) throw new DomainError('CURRENT_BALANCE_NOT_EQUAL_WITHDRAWAL');
  }
  return approveTransaction(db, id, operator, now);
}

/**
 * Void from the back-office. Taking a deposit back is only safe while the credit it gave is
 * still untouched: the game balance must equal the deposit (plus its bonus), else 'Current
 * balance not equal deposit amount.'
 */
export async function voidChecked(
  db: Db,
  id: number,
  operator: Operator,
  remark: string | null,
  now: () => Date,
): Promise<MoveResult> {
  const t = await load(db, id);
  if (t.type === 'deposit' && (t.status === 'success' || t.status === 'complete')) {
    const balance = await balanceOf(db, t);
    if (balance !== t.amountSen + t.bonusSen) throw new DomainError('CURRENT_BALANCE_NOT_EQUAL_DEPOSIT');
  }
  return voidTransaction(db, id, operator, remark, now);
}
