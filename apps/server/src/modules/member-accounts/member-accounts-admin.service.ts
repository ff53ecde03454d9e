import { randomBytes } from 'node:crypto';
import type { MessageCode } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { and, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { members } from '../members/members.table.ts';
import { providerForProduct } from '../products/products.service.ts';
import { products } from '../products/products.table.ts';
import { ProviderError } from '../providers/game-provider.ts';
import { rolloverStates } from '../rollover/rollover.table.ts';
import { providerCalls } from '../transactions/provider-calls.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import {
  type AccountWithProduct,
  createMemberAccount,
  ensureSynced,
  getMemberAccount,
} from './member-accounts.service.ts';
import { type MemberAccount, memberAccounts } from './member-accounts.table.ts';

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
  searchable: [memberAccounts.username, members.name, members.phone],
  dateColumn: memberAccounts.createdAt,
};

export type AccountJson = ReturnType<typeof accountJson>;

export function accountJson(a: MemberAccount, memberName: string, phone: string, productName: string) {
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

/** Balances at the provider for a page of accounts, fetched in parallel; unknown where it fails. */
export async function withBalances(db: Db, rows: AccountJson[]): Promise<AccountJson[]> {
  return Promise.all(
    rows.map(async (row) => {
      if (!row.synced) return row;
      try {
        const { product, account } = await getMemberAccount(db, row.id);
        const provider = await providerForProduct(db, product);
        return { ...row, balance: formatSen(await provider.getBalance(account.username)) };
      } catch {
        return row;
      }
    }),
  );
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
      count: async (where) => {
        const [row] = await db
          .select({ n: count() })
          .from(memberAccounts)
          .innerJoin(members, eq(members.id, memberAccounts.memberId))
          .innerJoin(products, eq(products.id, memberAccounts.productId))
          .where(where);
        return row?.n ?? 0;
      },
    },
    conditions(filter),
  );
}

async function logAccount(db: Db, actor: Actor, action: string, a: MemberAccount, after: unknown) {
  await recordActivity(db, actor, {
    action: `member_account.${action}`,
    targetType: 'member_account',
    targetId: a.id,
    memberId: a.memberId,
    after,
  });
}

/** Runs a provider call for an account action; any provider failure is the action's own failed message. */
async function atProvider<T>(failed: MessageCode, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw new DomainError(failed);
    throw error;
  }
}

export async function createAccountFor(db: Db, memberId: number, productId: number, actor: Actor) {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  if (!member) throw new DomainError('MEMBER_NOT_FOUND');
  const created = await createMemberAccount(db, memberId, productId);
  await logAccount(db, actor, 'create', created, { product_id: productId, username: created.username });
  return created;
}

/** Sync: creates a not-yet-synced account at the provider, or checks the provider still knows it. */
export async function syncAccount(db: Db, id: number, actor: Actor) {
  const row = await getMemberAccount(db, id);
  const account = await atProvider('SYNC_ACCOUNT_FAILED', async () => {
    const synced = await ensureSynced(db, row);
    const provider = await providerForProduct(db, row.product);
    await provider.getBalance(synced.username);
    return synced;
  });
  await logAccount(db, actor, 'sync', account, { username: account.username });
  return account;
}

async function update(
  db: Db,
  row: AccountWithProduct,
  patch: Partial<MemberAccount>,
  actor: Actor,
  action: string,
) {
  return inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(memberAccounts)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(memberAccounts.id, row.account.id))
      .returning();
    await logAccount(tx, actor, action, after!, { ...patch, password: undefined });
    return after!;
  });
}

export async function freezeAccount(db: Db, id: number, frozen: boolean, actor: Actor) {
  const row = await getMemberAccount(db, id);
  const failed = frozen ? 'FREEZE_ACCOUNT_FAILED' : 'UNFREEZE_ACCOUNT_FAILED';
  const account = await atProvider(failed, () => ensureSynced(db, row));
  const provider = await providerForProduct(db, row.product);
  await atProvider(failed, () =>
    frozen ? provider.freeze(account.username) : provider.unfreeze(account.username),
  );
  return update(db, { ...row, account }, { frozen }, actor, frozen ? 'freeze' : 'unfreeze');
}

/**
 * Lock/unlock: ours alone (the provider is not asked). A locked account refuses deposits and
 * withdrawals ('Member account is locked.'). Only a real change succeeds, so two operators
 * locking at once get one success and one 'Lock member account failed.'.
 */
export async function setAccountLocked(db: Db, id: number, locked: boolean, actor: Actor) {
  await getMemberAccount(db, id);
  return inTransaction(db, async (tx) => {
    const [after] = await tx
      .update(memberAccounts)
      .set({ locked, updatedAt: new Date() })
      .where(and(eq(memberAccounts.id, id), eq(memberAccounts.locked, !locked)))
      .returning();
    if (!after) throw new DomainError(locked ? 'LOCK_ACCOUNT_FAILED' : 'UNLOCK_ACCOUNT_FAILED');
    await logAccount(tx, actor, locked ? 'lock' : 'unlock', after, { locked });
    return after;
  });
}

export async function changeAccountPassword(db: Db, id: number, password: string | undefined, actor: Actor) {
  const row = await getMemberAccount(db, id);
  const account = await atProvider('CHANGE_ACCOUNT_PASSWORD_FAILED', () => ensureSynced(db, row));
  const next = password ?? randomBytes(6).toString('base64url');
  const provider = await providerForProduct(db, row.product);
  await atProvider('CHANGE_ACCOUNT_PASSWORD_FAILED', () => provider.changePassword(account.username, next));
  return update(db, { ...row, account }, { password: next }, actor, 'password');
}

export async function setAccountEnabled(db: Db, id: number, enabled: boolean, actor: Actor) {
  const row = await getMemberAccount(db, id);
  return update(db, row, { enabled }, actor, enabled ? 'enable' : 'disable');
}

/**
 * Delete: only an account with no credit at the provider ('Member account balance is not 0.').
 * One that money has moved through keeps its history: it is deactivated instead of removed.
 */
export async function deleteAccount(db: Db, id: number, actor: Actor): Promise<'deleted' | 'deactivated'> {
  const row = await getMemberAccount(db, id);
  if (row.account.synced) {
    const provider = await providerForProduct(db, row.product);
    const balance = await atProvider('DELETE_ACCOUNT_FAILED', () =>
      provider.getBalance(row.account.username),
    );
    if (balance !== 0) throw new DomainError('MEMBER_ACCOUNT_BALANCE_NOT_ZERO');
  }
  return inTransaction(db, async (tx) => {
    const [used] = await tx
      .select({ n: count() })
      .from(transactions)
      .where(or(eq(transactions.memberAccountId, id), eq(transactions.toMemberAccountId, id)));
    const [calls] = await tx
      .select({ n: count() })
      .from(providerCalls)
      .where(eq(providerCalls.memberAccountId, id));
    if ((used?.n ?? 0) > 0 || (calls?.n ?? 0) > 0) {
      await tx
        .update(memberAccounts)
        .set({ status: 'inactive', enabled: false, updatedAt: new Date() })
        .where(eq(memberAccounts.id, id));
      await logAccount(tx, actor, 'deactivate', row.account, { status: 'inactive' });
      return 'deactivated';
    }
    await tx.delete(rolloverStates).where(eq(rolloverStates.memberAccountId, id));
    await tx.delete(memberAccounts).where(eq(memberAccounts.id, id));
    await logAccount(tx, actor, 'delete', row.account, null);
    return 'deleted';
  });
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

/** Player edit: the fields of the player record staff change from this screen. */
export async function updatePlayer(
  db: Db,
  id: number,
  input: { status: 'active' | 'inactive'; remark: string | null },
  actor: Actor,
) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(members).where(eq(members.id, id)).for('update');
    if (!before) throw new DomainError('PLAYER_NOT_FOUND');
    await tx
      .update(members)
      .set({ status: input.status, remark: input.remark, updatedAt: new Date() })
      .where(eq(members.id, id));
    await recordActivity(tx, actor, {
      action: 'player.update',
      targetType: 'member',
      targetId: id,
      memberId: id,
      before: { status: before.status, remark: before.remark },
      after: input,
    });
  });
}
