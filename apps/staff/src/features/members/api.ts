import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FlagMemberBody } from '@topup/contracts/api/follow-up.ts';
import type { GrantSpinsBody, GrantSpinsReply, MemberSpins } from '@topup/contracts/api/fortune-spin.ts';
import type { GlanceGroup, MemberGlance } from '@topup/contracts/api/member-glance.ts';
import type { BulkTagBody, BulkTagReply } from '@topup/contracts/api/member-groups.ts';
import type { ImportJobReply, ImportUploadBody } from '@topup/contracts/api/member-import.ts';
import type {
  DuplicateCheckBody,
  DuplicateCheckReply,
  LinkRevokedReply,
  MemberLinkReply,
  MemberView,
} from '@topup/contracts/api/members.ts';
import type { ClearRolloverBody, MemberRollover } from '@topup/contracts/api/rollover.ts';
import type { SourceView } from '@topup/contracts/api/sources.ts';
import { api } from '../../shared/api/client.ts';
import {
  FOLLOW_UPS_URL,
  MEMBERS_URL,
  memberAccountUrl,
  SOURCE_OPTIONS_URL,
} from '../../shared/api/endpoints.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';
import { MEMBER_GROUPS_URL } from '../../shared/member-groups/use-member-groups.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const membersResource = defineResource(MEMBERS_URL, '/members');
export const membersList = listSource<MemberView>(MEMBERS_URL, '-registered_at');

/** Sources for the member form and filter (default first). */
export function useSourceOptions() {
  return useQuery({
    queryKey: [SOURCE_OPTIONS_URL],
    queryFn: () => api.get<{ data: SourceView[] }>(SOURCE_OPTIONS_URL).then((r) => r.data),
    staleTime: 60_000,
  });
}

const MEMBER_DUPLICATES_URL = `${MEMBERS_URL}/duplicates`;

/** The other members sharing a phone, bank account, or name with date of birth with what the form holds. */
export function useMemberDuplicates(body: DuplicateCheckBody, enabled: boolean) {
  return useQuery({
    queryKey: [MEMBER_DUPLICATES_URL, body],
    queryFn: () => api.post<DuplicateCheckReply>(MEMBER_DUPLICATES_URL, body).then((r) => r.data),
    enabled,
    staleTime: 10_000,
  });
}

/** Adds or removes tags on the selected members; the lists and tag counts refresh. */
export function useTagMembers() {
  return useWrite(
    (body: BulkTagBody) => api.post<BulkTagReply>(`${MEMBERS_URL}/tags`, body),
    () => [[MEMBERS_URL], [MEMBER_GROUPS_URL]],
  );
}

const memberLinkUrl = (id: number) => `${membersResource.item(id)}/link`;

/** A new login link for the member (shown once); the old one stops working. */
export function useIssueMemberLink(memberId: number) {
  return useWrite(
    () => api.post<MemberLinkReply>(memberLinkUrl(memberId)),
    () => [membersResource.itemKey(memberId)],
  );
}

/** Revokes the member's login link: logged out everywhere. */
export function useRevokeMemberLink(memberId: number) {
  return useWrite(
    () => api.delete<LinkRevokedReply>(memberLinkUrl(memberId)),
    () => [membersResource.itemKey(memberId)],
  );
}

/** Puts the member on the Follow Up list with a reason. */
export function useFlagMember() {
  return useWrite(
    (body: FlagMemberBody) => api.post(FOLLOW_UPS_URL, body),
    () => [[FOLLOW_UPS_URL]],
  );
}

const MEMBER_IMPORTS_URL = '/api/staff/member-imports';
export const MEMBER_IMPORT_TEMPLATE_URL = `${MEMBER_IMPORTS_URL}/template`;
const importJobKey = (jobId: number) => [MEMBER_IMPORTS_URL, jobId] as const;

/** An import job, polled while it runs; a finished job refreshes the member list once. */
export function useImportJob(jobId: number, pollMs: number) {
  return useQuery({
    queryKey: importJobKey(jobId),
    queryFn: () => api.get<ImportJobReply>(`${MEMBER_IMPORTS_URL}/${jobId}`).then((r) => r.data),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : pollMs;
    },
  });
}

/** Uploads a spreadsheet: answers the job's preview. */
export function useUploadImport() {
  return useWrite(
    (body: ImportUploadBody) => api.post<ImportJobReply>(MEMBER_IMPORTS_URL, body).then((r) => r.data),
    () => [],
  );
}

export function useStartImport() {
  return useWrite(
    (jobId: number) => api.post<ImportJobReply>(`${MEMBER_IMPORTS_URL}/${jobId}/start`),
    (jobId) => [importJobKey(jobId)],
  );
}

const memberSpinsUrl = (id: number) => `${membersResource.item(id)}/spins`;
const memberSpinsKey = (id: number) => [memberSpinsUrl(id)] as const;

/** The member's fortune spins left and the last spins given. */
const memberGlanceUrl = (id: number) => `${membersResource.item(id)}/glance`;

/** The member's money and play per day, week or month, with first and last deposit and lifetime totals. */
export function useMemberGlance(memberId: number, group: GlanceGroup) {
  return useQuery({
    queryKey: [memberGlanceUrl(memberId), group],
    queryFn: () => api.get<{ data: MemberGlance }>(memberGlanceUrl(memberId), { group }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

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

const memberRolloverUrl = (id: number) => `${membersResource.item(id)}/rollover`;
const memberRolloverKey = (id: number) => [memberRolloverUrl(id)] as const;

/** The rollover the member still owes per game account. */
export function useMemberRollover(memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: memberRolloverKey(memberId),
    queryFn: () => api.get<{ data: MemberRollover[] }>(memberRolloverUrl(memberId)).then((r) => r.data),
    enabled,
  });
}

/** Clears one game account's rollover, with the operator's remark. */
export function useClearRollover(memberId: number) {
  return useWrite(
    ({ accountId, ...body }: ClearRolloverBody & { accountId: number }) =>
      api.post<{ message: string }>(`${memberAccountUrl(accountId)}/clear-rollover`, body),
    () => [memberRolloverKey(memberId)],
  );
}
