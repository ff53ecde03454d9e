import { z } from 'zod';
import { dataReply } from './wire.ts';

/** GET/PUT /api/staff/profile/alerts: the operator's sound alert for new pending items. */
export const alertSettingsSchema = z.object({
  sound: z.boolean(),
  volume: z.number().int().min(0).max(100),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

export const alertSettingsReplySchema = dataReply(alertSettingsSchema);
