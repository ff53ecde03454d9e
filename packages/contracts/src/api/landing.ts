import { z } from 'zod';
import { optionalInstant } from '../form-fields.ts';
import { httpsUrl } from '../safe-url.ts';
import { dataReply, dateTime } from './wire.ts';

/** Request and reply schemas of the staff Landing Page settings (/api/staff/landing-settings). */

/** The campaign's win rule, the contact the won and lost steps chat with, the step-3 promotions. */
export const saveLandingSettingsBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  active: z.boolean(),
  win_percent: z.number().int().min(0).max(100),
  max_winners: z.number().int().min(0).max(10_000_000).nullable(),
  starts_at: optionalInstant,
  ends_at: optionalInstant,
  contact_link: httpsUrl,
  lost_promotion_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(100),
});
export type SaveLandingSettingsBody = z.input<typeof saveLandingSettingsBodySchema>;

export const landingPromotionOptionSchema = z.object({
  value: z.number(),
  label: z.string(),
  active: z.boolean(),
});

/** The settings with the campaign's counts so far and the promotions that may be offered. */
export const landingSettingsSchema = z.object({
  name: z.string(),
  active: z.boolean(),
  win_percent: z.number(),
  max_winners: z.number().nullable(),
  starts_at: dateTime.nullable(),
  ends_at: dateTime.nullable(),
  contact_link: z.string(),
  lost_promotion_ids: z.array(z.number()),
  leads: z.number(),
  winners: z.number(),
  promotion_options: z.array(landingPromotionOptionSchema),
});
export type LandingSettings = z.input<typeof landingSettingsSchema>;
export const landingSettingsReplySchema = dataReply(landingSettingsSchema);
