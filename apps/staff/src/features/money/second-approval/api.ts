import { useQuery } from '@tanstack/react-query';
import type { MoneyRow, SecondApprovalCountReply } from '@topup/contracts/api/money.ts';
import { api } from '../../../shared/api/client.ts';
import { listSource } from '../../../shared/api/list-source.ts';

/**
 * Awaiting second approval: transactions approved above the first operator's limit. Approving
 * or rejecting one is the transaction's own action (POST /api/staff/transactions/:id/<action>).
 */
const SECOND_APPROVAL_URL = '/api/staff/money/second-approval';
const COUNT_URL = `${SECOND_APPROVAL_URL}/count`;
const COUNT_REFRESH_MS = 15_000;

export const secondApprovalList = listSource<MoneyRow>(SECOND_APPROVAL_URL, '-id');

/** How many wait, for the menu badge (refreshed every 15 s; off when the operator may not see them). */
export function useSecondApprovalCount(enabled: boolean) {
  return useQuery({
    queryKey: [COUNT_URL],
    queryFn: () => api.get<SecondApprovalCountReply>(COUNT_URL).then((r) => r.data.count),
    refetchInterval: COUNT_REFRESH_MS,
    enabled,
  });
}
