import type { MemberAccountView } from '@topup/contracts/staff-member-accounts.ts';
import { MEMBER_ACCOUNTS_URL } from '../../shared/api/endpoints.ts';
import { listSource } from '../../shared/api/list-source.ts';

/** Every game account with its provider balance (the account actions live in shared/member-accounts). */
export const memberAccountsList = listSource<MemberAccountView>(MEMBER_ACCOUNTS_URL, '-id');
