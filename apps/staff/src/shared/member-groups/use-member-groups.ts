import { useQuery } from '@tanstack/react-query';
import type { MemberGroupsReply } from '@topup/contracts/api/member-groups.ts';
import { api } from '../api/client.ts';

export const MEMBER_GROUPS_URL = '/api/staff/member-groups';

/** Every tag and VIP level, for the member lists' columns and filters and the bonus form. */
export function useMemberGroups() {
  return useQuery({
    queryKey: [MEMBER_GROUPS_URL],
    queryFn: () => api.get<MemberGroupsReply>(MEMBER_GROUPS_URL).then((r) => r.data),
    staleTime: 60_000,
  });
}
