import type { FollowUpRow, SettleFollowUpBody } from '@topup/contracts/api/follow-up.ts';
import { api } from '../../shared/api/client.ts';
import { FOLLOW_UPS_URL } from '../../shared/api/endpoints.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';

export const followUpsList = listSource<FollowUpRow>(FOLLOW_UPS_URL, '-created_at');

/** Settles a follow-up with the operator's remark. */
export function useSettleFollowUp() {
  return useWrite(
    ({ id, ...body }: SettleFollowUpBody & { id: number }) =>
      api.post(`${FOLLOW_UPS_URL}/${id}/settle`, body),
    () => [[FOLLOW_UPS_URL]],
  );
}
