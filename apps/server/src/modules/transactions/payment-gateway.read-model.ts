import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import type { GatewayScope } from '../access/payment-gateway-scope.ts';
import { banks } from '../banks/banks.table.ts';
import { type Transaction, transactions } from './transactions.table.ts';

export { type GatewayScope, gatewayScope } from '../access/payment-gateway-scope.ts';

/** The transaction's bank for the gateway: where a deposit was paid in, a withdrawal paid out. */
const gatewayBankId = sql`case when ${transactions.type} = 'withdrawal' then ${transactions.withdrawBankId} else ${transactions.depositBankId} end`;

/**
 * A WHERE condition on `transactions` for the scope (undefined: no limit). Only deposits and
 * withdrawals are limited; other types stay visible.
 */
export function gatewayCondition(scope: GatewayScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const moneyInOut = sql`${transactions.type} in ('deposit', 'withdrawal')`;
  if (scope.kind === 'none') return sql`not (${moneyInOut})`;
  const ids = sql.join(
    scope.groupIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(not (${moneyInOut}) or ${gatewayBankId} is null or exists (select 1 from ${banks} where ${banks.id} = ${gatewayBankId} and ${banks.groupId} in (${ids})))`;
}

/** Whether an item of this kind with this bank (its group known) is in the scope. */
export function inGateway(
  scope: GatewayScope,
  item: { type: string; bankGroupId: number | null; hasBank: boolean },
): boolean {
  if (scope.kind === 'all' || (item.type !== 'deposit' && item.type !== 'withdrawal')) return true;
  if (scope.kind === 'none') return false;
  return !item.hasBank || (item.bankGroupId !== null && scope.groupIds.includes(item.bankGroupId));
}

/** The bank that puts a transaction in a gateway: where a deposit was paid in, a withdrawal paid out. */
function bankOf(t: Pick<Transaction, 'type' | 'depositBankId' | 'withdrawBankId'>): number | null {
  return t.type === 'withdrawal' ? t.withdrawBankId : t.depositBankId;
}

/**
 * Refuses to show or act on a deposit or withdrawal outside the operator's payment gateway
 * ('This transaction's bank is not in your role's payment gateway.', 403). `bankId` overrides
 * the transaction's own bank (a withdrawal paid out from the bank the operator picks).
 */
export async function assertInGateway(
  db: Db,
  scope: GatewayScope,
  t: Pick<Transaction, 'type' | 'depositBankId' | 'withdrawBankId'>,
  bankId: number | null = bankOf(t),
): Promise<void> {
  if (scope.kind === 'all' || (t.type !== 'deposit' && t.type !== 'withdrawal')) return;
  let bankGroupId: number | null = null;
  if (bankId !== null && scope.kind === 'groups') {
    const [bank] = await db.select({ groupId: banks.groupId }).from(banks).where(eq(banks.id, bankId));
    bankGroupId = bank?.groupId ?? null;
  }
  if (!inGateway(scope, { type: t.type, hasBank: bankId !== null, bankGroupId }))
    throw new DomainError('OUTSIDE_PAYMENT_GATEWAY');
}
