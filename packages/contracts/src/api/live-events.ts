import { z } from 'zod';
import { QUEUE_TAB_KEYS } from '../queue-tabs.ts';
import { dataReply } from './wire.ts';

/** How many items each tab of a queue holds (queue-tabs.ts); `to_act` is the menu badge. */
export const queueTabCountsSchema = z.record(z.enum(QUEUE_TAB_KEYS), z.number().int());
export type QueueTabCounts = z.input<typeof queueTabCountsSchema>;

/** GET /api/staff/live/counts: each queue's tab counts; null for a queue the operator may not see. */
export const pendingCountsSchema = z.object({
  deposit: queueTabCountsSchema.nullable(),
  withdrawal: queueTabCountsSchema.nullable(),
});
export type PendingCountsReply = z.input<typeof pendingCountsSchema>;
export const pendingCountsReplySchema = dataReply(pendingCountsSchema);
