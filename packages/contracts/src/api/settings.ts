import { z } from 'zod';
import { imageRef, localized } from '../form-fields.ts';
import { parseAmountSen } from '../money.ts';
import { THEMES } from '../page-data.ts';
import { httpsUrl } from '../safe-url.ts';
import { dataReply } from './wire.ts';

/** Request and reply schemas of the staff Website Settings and Business Time Zone screens. */

const amountSen = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseAmountSen(value);
  if (sen === null) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});

/** The member site's footer; an empty field is not shown. `terms` is an https link or a short text. */
export const siteFooterSchema = z.object({
  company: z.string().trim().max(200),
  terms: z.string().trim().max(500),
  support_hours: z.string().trim().max(200),
});

/** Save: the server turns `balance_point` into sen, empty being no limit. */
export const saveWebsiteSettingsBodySchema = z.object({
  theme: z.enum(THEMES).nullable(),
  logo: imageRef,
  telegram_link: httpsUrl,
  whatsapp_link: httpsUrl,
  modal_images: z.object({ rescue_bonus: localized(imageRef), fortune_spin: localized(imageRef) }),
  images: z.object({
    payments: localized(imageRef),
    key_points: localized(imageRef),
    games: localized(imageRef),
  }),
  payment_gateway: z.enum(['0', '1']),
  fortune_spin_enabled: z.union([z.literal(0), z.literal(1)]),
  // After a deposit the member goes home ('/', or another page of the site) or to an https page.
  deposit_redirect: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9/_-]*$/)
    .or(httpsUrl),
  // Empty: no balance point (deposits are not limited by the game balance).
  balance_point: z
    .union([z.literal(''), z.null()])
    .transform(() => null)
    .or(amountSen),
  // Optional so that older clients keep saving; absent leaves it as it is.
  member_link_days: z.number().int().min(0).max(3650).optional(),
  footer: siteFooterSchema.optional(),
});
export type SaveWebsiteSettingsBody = z.input<typeof saveWebsiteSettingsBodySchema>;

const localizedText = z.object({ en: z.string(), bm: z.string(), cn: z.string() });

/** The settings as the screen shows them; `balance_point` in ringgit, '' for no limit. */
export const websiteSettingsSchema = z.object({
  theme: z.enum(THEMES).nullable(),
  logo: z.string(),
  telegram_link: z.string(),
  whatsapp_link: z.string(),
  modal_images: z.object({ rescue_bonus: localizedText, fortune_spin: localizedText }),
  images: z.object({ payments: localizedText, key_points: localizedText, games: localizedText }),
  payment_gateway: z.enum(['0', '1']),
  fortune_spin_enabled: z.union([z.literal(0), z.literal(1)]),
  deposit_redirect: z.string(),
  balance_point: z.string(),
  member_link_days: z.number(),
  footer: siteFooterSchema,
});
export type WebsiteSettings = z.input<typeof websiteSettingsSchema>;
export const websiteSettingsReplySchema = dataReply(websiteSettingsSchema);

/** The IANA zone reports, weeks and shifts are cut in. */
export const businessTimeZoneSchema = z.object({ time_zone: z.string().trim().max(64) });
export type BusinessTimeZone = z.input<typeof businessTimeZoneSchema>;
export const businessTimeZoneReplySchema = dataReply(businessTimeZoneSchema);
