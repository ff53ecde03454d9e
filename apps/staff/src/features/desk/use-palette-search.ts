import type { MemberView } from '@topup/contracts/api/members.ts';
import type { MemberAccountView } from '@topup/contracts/staff-member-accounts.ts';
import { usePaletteAccounts, usePaletteMembers } from './api.ts';

export type PaletteMember = { kind: 'member'; member: MemberView };
export type PaletteAccount = { kind: 'account'; account: MemberAccountView };

const MIN_CHARS = 2;

/**
 * Members by name or phone and game accounts by game ID, for the command palette; each only
 * when the operator may list it.
 */
export function usePaletteSearch(text: string, may: { members: boolean; accounts: boolean }) {
  const q = text.trim();
  const enabled = q.length >= MIN_CHARS;
  const members = usePaletteMembers(q, enabled && may.members);
  const accounts = usePaletteAccounts(q, enabled && may.accounts);
  const results: (PaletteAccount | PaletteMember)[] = [
    ...(accounts.data ?? []).map((account) => ({ kind: 'account' as const, account })),
    ...(members.data ?? []).map((member) => ({ kind: 'member' as const, member })),
  ];
  return { results, loading: enabled && (members.isFetching || accounts.isFetching) };
}
