import type { PlayerRow } from '@topup/contracts/staff-member-accounts.ts';
import { api } from '../../shared/api/client.ts';
import { MEMBER_ACCOUNTS_URL } from '../../shared/api/endpoints.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const playersResource = defineResource('/api/staff/players', '/players');
export const playersList = listSource<PlayerRow>(playersResource.endpoint, '-id');

/** Opens a game account for the player on a product. */
export function useCreateGameAccount() {
  return useWrite(
    (body: { memberId: number; productId: number }) =>
      api.post<{ message: string }>(MEMBER_ACCOUNTS_URL, {
        member_id: body.memberId,
        product_id: body.productId,
      }),
    () => [[playersResource.endpoint], [MEMBER_ACCOUNTS_URL]],
  );
}
