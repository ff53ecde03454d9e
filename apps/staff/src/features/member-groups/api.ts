import type { MemberGroupsReply, TagBody, VipLevelBody } from '@topup/contracts/api/member-groups.ts';
import { api } from '../../shared/api/client.ts';
import { useWrite } from '../../shared/api/use-write.ts';
import { MEMBER_GROUPS_URL } from '../../shared/member-groups/use-member-groups.ts';

const TAGS_URL = `${MEMBER_GROUPS_URL}/tags`;
const LEVELS_URL = `${MEMBER_GROUPS_URL}/vip-levels`;
const MEMBERS_KEY = ['/api/staff/members'];

/** Creates (no id) or renames a tag; the member lists show the new name. */
export function useSaveTag() {
  return useWrite(
    ({ id, ...body }: TagBody & { id?: number }) =>
      id === undefined
        ? api.post<MemberGroupsReply>(TAGS_URL, body)
        : api.put<MemberGroupsReply>(`${TAGS_URL}/${id}`, body),
    () => [[MEMBER_GROUPS_URL], MEMBERS_KEY],
  );
}

export function useDeleteTag() {
  return useWrite(
    (id: number) => api.delete<MemberGroupsReply>(`${TAGS_URL}/${id}`),
    () => [[MEMBER_GROUPS_URL], MEMBERS_KEY],
  );
}

export function useSaveVipLevel() {
  return useWrite(
    ({ id, ...body }: VipLevelBody & { id?: number }) =>
      id === undefined
        ? api.post<MemberGroupsReply>(LEVELS_URL, body)
        : api.put<MemberGroupsReply>(`${LEVELS_URL}/${id}`, body),
    () => [[MEMBER_GROUPS_URL], MEMBERS_KEY],
  );
}

export function useDeleteVipLevel() {
  return useWrite(
    (id: number) => api.delete<MemberGroupsReply>(`${LEVELS_URL}/${id}`),
    () => [[MEMBER_GROUPS_URL], MEMBERS_KEY],
  );
}
