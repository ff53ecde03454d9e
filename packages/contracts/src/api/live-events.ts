import { z } from 'zod';
import { dataReply } from './wire.ts';

/** GET /api/staff/live/counts: how many deposits and withdrawals wait; null for a queue the operator may not see. */
export const pendingCountsSchema = z.object({
  deposit: z.number().int().nullable(),
  withdrawal: z.number().int().nullable(),
});
export type PendingCountsReply = z.input<typeof pendingCountsSchema>;
export const pendingCountsReplySchema = dataReply(pendingCountsSchema);
