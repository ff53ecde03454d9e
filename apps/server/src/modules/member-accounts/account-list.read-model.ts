import { formatSen } from '@topup/contracts/money.ts';
import type { MemberAccountView } from '@topup/contracts/staff-member-accounts.ts';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { countOrEstimate, fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { members } from '../members/members.table.ts';
import { providerForProduct } from '../products/products.service.ts';
import { type Product, products } from '../products/products.table.ts';
import type { GameProvider } from '../providers/game-provider.ts';
import { getMemberAccountsByIds } from './account-with-product.read-model.ts';
import { type MemberAccount, memberAccounts } from './member-accounts.table.ts';

// Member Accounts and Players as staff see them: game accounts with their member and product.
export type AccountFilter = {
  memberId?: number;
  productId?: number;
  frozen?: boolean;
  enabled?: boolean;
  synced?: boolean;
};

const spec: ListSpec = {
  sortable: {
    id: memberAccounts.id,
    username: memberAccounts.username,
    member_name: members.name,
    product_name: products.name,
    created_at: memberAccounts.createdAt,
  },
  defaultSort: '-id',
  tiebreak: memberAccounts.id,
  // The matching members and usernames first (trigram indexes), then their accounts: a few
  // index walks instead of a filter over every account joined to its member.
  search: (pattern) => sql`${memberAccounts.id} in (
    select a.id from member_accounts a where a.member_id in
      (select m.id from members m where m.name ilike ${pattern} or m.phone ilike ${pattern})
    union all
    select a.id from member_accounts a where a.username ilike ${pattern})`,
  dateColumn: memberAccounts.createdAt,
};

export type AccountJson = ReturnType<typeof accountJson>;

export function accountJson(
  a: MemberAccount,
  memberName: string,
  phone: string,
  productName: string,
): MemberAccountView {
  return {
    id: a.id,
    member_id: a.memberId,
    member_name: memberName,
    member_phone: phone,
    product_id: a.productId,
    product_name: productName,
    username: a.username,
    status: a.status,
    enabled: a.enabled,
    frozen: a.frozen,
    locked: a.locked,
    synced: a.synced,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    balance: null as string | null,
  };
}

function conditions(f: AccountFilter): SQL[] {
  const c: SQL[] = [];
  if (f.memberId) c.push(eq(memberAccounts.memberId, f.memberId));
  if (f.productId) c.push(eq(memberAccounts.productId, f.productId));
  if (f.frozen !== undefined) c.push(eq(memberAccounts.frozen, f.frozen));
  if (f.enabled !== undefined) c.push(eq(memberAccounts.enabled, f.enabled));
  if (f.synced !== undefined) c.push(eq(memberAccounts.synced, f.synced));
  return c;
}

/**
 * Balances at the provider for a page of accounts, fetched in parallel; unknown where it fails.
 * The accounts and their products are read in one query and each product's provider set up
 * once, so a page costs its provider calls and two or three queries, not two per row.
 */
export async function withBalances(db: Db, rows: AccountJson[]): Promise<AccountJson[]> {
  const found = await getMemberAccountsByIds(
    db,
    rows.filter((row) => row.synced).map((row) => row.id),
  );
  const providers = new Map<number, Promise<GameProvider | null>>();
  const providerOf = (product: Product) => {
    if (!providers.has(product.id))
      providers.set(
        product.id,
        providerForProduct(db, product).catch(() => null),
      );
    return providers.get(product.id)!;
  };
  const balances = new Map(
    await Promise.all(
      found.map(async ({ account, product }) => {
        try {
          const provider = await providerOf(product);
          return [
            account.id,
            provider ? formatSen(await provider.getBalance(account.username)) : null,
          ] as const;
        } catch {
          return [account.id, null] as const;
        }
      }),
    ),
  );
  return rows.map((row) => {
    const balance = balances.get(row.id);
    return balance == null ? row : { ...row, balance };
  });
}

/** Member Accounts: every game account with its member and product, server paged. */
export async function listAccounts(db: Db, query: ListQuery, filter: AccountFilter) {
  return fetchList<AccountJson>(
    query,
    spec,
    {
      rows: async (w) =>
        (
          await db
            .select({ a: memberAccounts, name: members.name, phone: members.phone, product: products.name })
            .from(memberAccounts)
            .innerJoin(members, eq(members.id, memberAccounts.memberId))
            .innerJoin(products, eq(products.id, memberAccounts.productId))
            .where(w.where)
            .orderBy(...w.orderBy)
            .limit(w.limit)
            .offset(w.offset)
        ).map((r) => accountJson(r.a, r.name, r.phone, r.product)),
      count: (where) =>
        countOrEstimate(db, () =>
          db
            .select({ id: memberAccounts.id })
            .from(memberAccounts)
            .innerJoin(members, eq(members.id, memberAccounts.memberId))
            .innerJoin(products, eq(products.id, memberAccounts.productId))
            .where(where),
        ),
    },
    conditions(filter),
  );
}

/** Player list: members with their game accounts, server paged. */
export async function listPlayers(db: Db, query: ListQuery) {
  const playerSpec: ListSpec = {
    sortable: {
      id: members.id,
      name: members.name,
      phone: members.phone,
      registered_at: members.registeredAt,
    },
    defaultSort: '-id',
    tiebreak: members.id,
    searchable: [members.name, members.phone],
    dateColumn: members.registeredAt,
  };
  const page = await fetchList(query, playerSpec, {
    rows: (w) =>
      db
        .select()
        .from(members)
        .where(w.where)
        .orderBy(...w.orderBy)
        .limit(w.limit)
        .offset(w.offset),
    count: async (where) => (await db.select({ n: count() }).from(members).where(where))[0]?.n ?? 0,
  });
  const ids = page.data.map((m) => m.id);
  const accounts = ids.length
    ? await db
        .select({ a: memberAccounts, product: products.name })
        .from(memberAccounts)
        .innerJoin(products, eq(products.id, memberAccounts.productId))
        .where(inArray(memberAccounts.memberId, ids))
    : [];
  return {
    meta: page.meta,
    data: page.data.map((m) => ({
      id: m.id,
      name: m.name,
      phone: m.phone,
      status: m.status,
      fraud: m.fraud,
      deposit_count: m.depositCount,
      last_deposit_at: m.lastDepositAt?.toISOString() ?? null,
      registered_at: m.registeredAt.toISOString(),
      accounts: accounts
        .filter((r) => r.a.memberId === m.id)
        .map((r) => accountJson(r.a, m.name, m.phone, r.product)),
    })),
  };
}

export async function getPlayer(db: Db, id: number) {
  const [m] = await db.select().from(members).where(eq(members.id, id));
  if (!m) throw new DomainError('PLAYER_NOT_FOUND');
  const rows = await db
    .select({ a: memberAccounts, product: products.name })
    .from(memberAccounts)
    .innerJoin(products, eq(products.id, memberAccounts.productId))
    .where(and(eq(memberAccounts.memberId, id)));
  return {
    id: m.id,
    name: m.name,
    phone: m.phone,
    status: m.status,
    fraud: m.fraud,
    bank_name: m.bankName,
    bank_account_number: m.bankAccountNumber,
    bank_account_holder: m.bankAccountHolder,
    deposit_count: m.depositCount,
    last_deposit_at: m.lastDepositAt?.toISOString() ?? null,
    registered_at: m.registeredAt.toISOString(),
    remark: m.remark,
    accounts: await withBalances(
      db,
      rows.map((r) => accountJson(r.a, m.name, m.phone, r.product)),
    ),
  };
}
