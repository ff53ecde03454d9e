import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { MEMBER_ACCOUNTS_URL, MEMBERS_URL } from '../../shared/api/endpoints.ts';

export type PaletteMember = { kind: 'member'; id: number; name: string; phone: string };
export type PaletteAccount = {
  kind: 'account';
  id: number;
  username: string;
  product_name: string;
  member_name: string;
  member_phone: string;
};

const MIN_CHARS = 2;
const PER_KIND = 5;

/**
 * Members by name or phone and game accounts by game ID, for the command palette; each only
 * when the operator may list it.
 */
export function usePaletteSearch(text: string, may: { members: boolean; accounts: boolean }) {
  const q = text.trim();
  const enabled = q.length >= MIN_CHARS;
  const members = useQuery({
    queryKey: ['staff', 'palette', 'members', q],
    queryFn: () =>
      api
        .get<{ data: Omit<PaletteMember, 'kind'>[] }>(MEMBERS_URL, { q, per_page: PER_KIND })
        .then((r) =>
          r.data.map((m) => ({ kind: 'member' as const, id: m.id, name: m.name, phone: m.phone })),
        ),
    enabled: enabled && may.members,
    staleTime: 10_000,
  });
  const accounts = useQuery({
    queryKey: ['staff', 'palette', 'accounts', q],
    queryFn: () =>
      api
        .get<{ data: Omit<PaletteAccount, 'kind'>[] }>(MEMBER_ACCOUNTS_URL, {
          q,
          per_page: PER_KIND,
          with_balance: 0,
        })
        .then((r) =>
          r.data.map((a) => ({
            kind: 'account' as const,
            id: a.id,
            username: a.username,
            product_name: a.product_name,
            member_name: a.member_name,
            member_phone: a.member_phone,
          })),
        ),
    enabled: enabled && may.accounts,
    staleTime: 10_000,
  });
  return {
    results: [...(accounts.data ?? []), ...(members.data ?? [])],
    loading: enabled && (members.isFetching || accounts.isFetching),
  };
}
