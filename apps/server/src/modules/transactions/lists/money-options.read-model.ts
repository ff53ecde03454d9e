import { formatSen } from '@topup/contracts/money.ts';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { banks } from '../../banks/banks.table.ts';
import { bonuses } from '../../bonuses/bonuses.table.ts';
import { memberAccounts } from '../../member-accounts/member-accounts.table.ts';
import { members } from '../../members/members.table.ts';
import { products } from '../../products/products.table.ts';
import type { GatewayScope } from '../payment-gateway.read-model.ts';

/**
 * Choices of the money forms: active bonuses, products, and the operator banks of the role's
 * payment gateway (no bank with the gateway off).
 */
export async function moneyOptions(db: Db, gateway: GatewayScope) {
  const bankRows =
    gateway.kind === 'none'
      ? []
      : await db
          .select()
          .from(banks)
          .where(gateway.kind === 'groups' ? inArray(banks.groupId, [...gateway.groupIds]) : undefined)
          .orderBy(asc(banks.position), asc(banks.id));
  const bonusRows = await db
    .select({ id: bonuses.id, name: bonuses.name })
    .from(bonuses)
    .where(eq(bonuses.status, 'active'))
    .orderBy(asc(bonuses.id));
  const productRows = await db.select().from(products).orderBy(asc(products.position), asc(products.id));
  return {
    banks: bankRows.map((b) => ({
      value: b.id,
      label: `${b.bankName} - ${b.holder} (${b.accountNumber})`,
      require_receipt: b.requireReceipt,
      is_default: b.isDefault,
    })),
    bonuses: bonusRows.map((b) => ({ value: b.id, label: b.name })),
    products: productRows.map((p) => ({
      value: p.id,
      label: p.name,
      maintenance: p.maintenance,
      min_withdrawal: p.minWithdrawalSen === null ? null : formatSen(p.minWithdrawalSen),
      max_withdrawal: p.maxWithdrawalSen === null ? null : formatSen(p.maxWithdrawalSen),
    })),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Game accounts to pick in a money form, searched by game ID, member name or phone (at most 20), or one by id;
 * the phone in a label as `shown` gives it (masked without `members.pii`).
 */
export async function accountOptions(
  db: Db,
  query: { q?: string; member_id?: number; account_id?: number },
  shown: (kind: 'phone', value: string) => string,
) {
  const { q, member_id: memberId, account_id: accountId } = query;
  const conditions: (SQL | undefined)[] = [];
  if (memberId) conditions.push(eq(memberAccounts.memberId, memberId));
  if (accountId) conditions.push(eq(memberAccounts.id, accountId));
  if (q) {
    const p = `%${escapeLike(q)}%`;
    conditions.push(or(ilike(memberAccounts.username, p), ilike(members.name, p), ilike(members.phone, p)));
  }
  const rows = await db
    .select({
      id: memberAccounts.id,
      username: memberAccounts.username,
      memberId: members.id,
      memberName: members.name,
      phone: members.phone,
      productName: products.name,
    })
    .from(memberAccounts)
    .innerJoin(members, eq(members.id, memberAccounts.memberId))
    .innerJoin(products, eq(products.id, memberAccounts.productId))
    .where(and(...conditions))
    .orderBy(asc(members.name), asc(products.position), asc(memberAccounts.id))
    .limit(20);
  return rows.map((r) => ({
    value: r.id,
    label: `${r.username} (${r.productName}) - ${r.memberName} ${shown('phone', r.phone)}`,
    member_id: r.memberId,
    product_name: r.productName,
    username: r.username,
    member_name: r.memberName,
    member_phone: shown('phone', r.phone),
  }));
}
