import { useQuery } from '@tanstack/react-query';
import type { GrantSpinsBody, GrantSpinsReply, MemberSpins } from '@topup/contracts/api/fortune-spin.ts';
import { api } from '../../shared/api/client.ts';
import { MEMBERS_URL, memberAccountUrl } from '../../shared/api/endpoints.ts';
import { useWrite } from '../../shared/api/use-write.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const membersResource = defineResource(MEMBERS_URL, '/members');
export const memberLinkUrl = (id: number) => `${membersResource.item(id)}/link`;
export const MEMBER_IMPORTS_URL = '/api/staff/member-imports';
export const memberRolloverUrl = (id: number) => `${membersResource.item(id)}/rollover`;
export const clearRolloverUrl = (accountId: number) => `${memberAccountUrl(accountId)}/clear-rollover`;

const memberSpinsUrl = (id: number) => `${membersResource.item(id)}/spins`;
const memberSpinsKey = (id: number) => [memberSpinsUrl(id)] as const;

/** The member's fortune spins left and the last spins given. */
export function useMemberSpins(memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: memberSpinsKey(memberId),
    queryFn: () => api.get<{ data: MemberSpins }>(memberSpinsUrl(memberId)).then((r) => r.data),
    enabled,
  });
}

export function useGrantSpins(memberId: number) {
  return useWrite(
    (body: GrantSpinsBody) => api.post<GrantSpinsReply>(memberSpinsUrl(memberId), body),
    () => [memberSpinsKey(memberId)],
  );
}
