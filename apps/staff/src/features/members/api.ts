import { MEMBERS_URL, memberAccountUrl } from '../../shared/api/endpoints.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const membersResource = defineResource(MEMBERS_URL, '/members');
export const memberLinkUrl = (id: number) => `${membersResource.item(id)}/link`;
export const MEMBER_IMPORTS_URL = '/api/staff/member-imports';
export const memberSpinsUrl = (id: number) => `${membersResource.item(id)}/spins`;
export const memberRolloverUrl = (id: number) => `${membersResource.item(id)}/rollover`;
export const clearRolloverUrl = (accountId: number) => `${memberAccountUrl(accountId)}/clear-rollover`;
