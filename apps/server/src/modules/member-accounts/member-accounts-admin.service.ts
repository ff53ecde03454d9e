import { randomBytes } from 'node:crypto';
import type { MessageCode } from '@topup/contracts/messages.ts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isForeignKeyViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { assertMemberExists } from '../members/members.service.ts';
import { providerForProduct } from '../products/products.service.ts';
import { ProviderError } from '../providers/game-provider.ts';
import { deleteRolloverState } from '../rollover/rollover.service.ts';
import { type AccountWithProduct, getMemberAccount } from './account-with-product.read-model.ts';
import { createMemberAccount, ensureSynced } from './member-accounts.service.ts';
import { type MemberAccount, memberAccounts } from './member-accounts.table.ts';

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
  await assertMemberExists(db, memberId);
  const created = await createMemberAccount(db, memberId, productId);
  await logAccount(db, actor, 'create', created, { product_id: productId, username: created.username });
  return created;
}

/** Sync: creates a not-yet-synced account at the provider, or checks the provider still knows it. */
export async function syncAccount(db: Db, id: number, actor: Actor) {
  const row = await getMemberAccount(db, id);
  const account = await atProvider('SYNC_ACCOUNT_FAILED', async () => {
    const synced = await ensureSynced(db, row);
    const provider = await providerForProduct(db, row.product, row.kiosk);
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
  const provider = await providerForProduct(db, row.product, row.kiosk);
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
  const provider = await providerForProduct(db, row.product, row.kiosk);
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
    const provider = await providerForProduct(db, row.product, row.kiosk);
    const balance = await atProvider('DELETE_ACCOUNT_FAILED', () =>
      provider.getBalance(row.account.username),
    );
    if (balance !== 0) throw new DomainError('MEMBER_ACCOUNT_BALANCE_NOT_ZERO');
  }
  return inTransaction(db, async (tx) => {
    try {
      // A savepoint: an account that transactions, provider calls or the audit point at is kept
      // (the foreign keys say so) and deactivated instead.
      await tx.transaction(async (sp) => {
        await deleteRolloverState(sp as unknown as Db, id);
        await sp.delete(memberAccounts).where(eq(memberAccounts.id, id));
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      await tx
        .update(memberAccounts)
        .set({ status: 'inactive', enabled: false, updatedAt: new Date() })
        .where(eq(memberAccounts.id, id));
      await logAccount(tx, actor, 'deactivate', row.account, { status: 'inactive' });
      return 'deactivated';
    }
    await logAccount(tx, actor, 'delete', row.account, null);
    return 'deleted';
  });
}
