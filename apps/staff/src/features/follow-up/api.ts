import { FOLLOW_UPS_URL } from '../../shared/api/endpoints.ts';

export const followUpSettleUrl = (id: number) => `${FOLLOW_UPS_URL}/${id}/settle`;
