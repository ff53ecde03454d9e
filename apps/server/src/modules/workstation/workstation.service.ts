import type { MemberView } from '@topup/contracts/api/members.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { getMemberAccount, listMemberAccounts } from '../member-accounts/account-with-product.read-model.ts';
import { getMember } from '../members/members.service.ts';
import { providerForProduct } from '../products/products.service.ts';
import { ProviderError, type ScoreLogEntry } from '../providers/game-provider.ts';
import { providerDomainError } from '../providers/provider-errors.ts';
import { findPlayer } from './player-search.read-model.ts';

export type WorkstationAccount = {
  id: number;
  product_id: number;
  product_name: string;
  username: string;
  status: 'active' | 'inactive';
  enabled: boolean;
  frozen: boolean;
  locked: boolean;
  synced: boolean;
  maintenance: boolean;
};

export type PlayerLookup = {
  member: MemberView;
  accounts: WorkstationAccount[];
  matched_account_id: number | null;
};

/**
 * Workstation account ID lookup: a game username (any product) or the member's phone.
 * 'Please enter an account ID.' when blank, 'Player not found. Please try again.' otherwise.
 */
export async function lookupPlayer(db: Db, accountId: string): Promise<PlayerLookup> {
  const key = accountId.trim();
  if (!key) throw new DomainError('ENTER_ACCOUNT_ID', {}, { fields: { account_id: 'ENTER_ACCOUNT_ID' } });
  const found = await findPlayer(db, key);
  if (!found) throw new DomainError('PLAYER_NOT_FOUND');
  const [member, accounts] = await Promise.all([
    getMember(db, found.memberId),
    listMemberAccounts(db, found.memberId),
  ]);
  return {
    member,
    accounts: accounts.map(({ account, product }) => ({
      id: account.id,
      product_id: product.id,
      product_name: product.name,
      username: account.username,
      status: account.status,
      enabled: account.enabled,
      frozen: account.frozen,
      locked: account.locked,
      synced: account.synced,
      maintenance: product.maintenance,
    })),
    matched_account_id: found.accountId,
  };
}

/**
 * The provider's balance of a game account, or null while the account exists only here
 * (not synced): a look must not create accounts at the provider.
 */
export async function playerBalance(db: Db, accountId: number): Promise<number | null> {
  const row = await getMemberAccount(db, accountId);
  if (!row.account.synced) return null;
  const provider = await providerForProduct(db, row.product, row.kiosk);
  try {
    return await provider.getBalance(row.account.username);
  } catch (error) {
    if (error instanceof ProviderError) throw providerDomainError(error, 'CONTACT_CS');
    throw error;
  }
}

const MAX_SCORE_LOG = 200;

/** Player score log from the provider, newest first. */
export async function playerScoreLog(db: Db, accountId: number, limit: number): Promise<ScoreLogEntry[]> {
  const row = await getMemberAccount(db, accountId);
  if (!row.account.synced) return [];
  const provider = await providerForProduct(db, row.product, row.kiosk);
  try {
    return await provider.scoreLog(row.account.username, { limit: Math.min(limit, MAX_SCORE_LOG) });
  } catch (error) {
    if (error instanceof ProviderError) throw providerDomainError(error, 'CONTACT_CS');
    throw error;
  }
}
