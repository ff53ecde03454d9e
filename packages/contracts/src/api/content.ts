import { z } from 'zod';
import { imageRef, localized, optionalInstant, position } from '../form-fields.ts';
import { httpsUrl } from '../safe-url.ts';
import { dataReply, dateTime, listPageSchema } from './wire.ts';

/**
 * Request and reply schemas of the member-site content the back-office edits: Banners
 * (/api/staff/banners), Announcements (/api/staff/announcements) and Promotions
 * (/api/staff/promotions).
 */

const name = z.string().trim().min(1).max(100);
const shortText = z.string().trim().min(1).max(500);
const localizedText = z.object({ en: z.string(), bm: z.string(), cn: z.string() });

/** What every kind carries for its list: order, shown or hidden, last change. */
const orderedRow = z.object({
  id: z.number(),
  position: z.number(),
  active: z.boolean(),
  updated_at: dateTime,
});
export type OrderedContentRow = z.input<typeof orderedRow>;

export const saveBannerBodySchema = z.object({
  name,
  image: localized(imageRef),
  position,
  // A new item waits, hidden, until staff switch it on.
  active: z.boolean().default(false),
});
export type SaveBannerBody = z.input<typeof saveBannerBodySchema>;
export const bannerRowSchema = orderedRow.extend({ name: z.string(), image: localizedText });
export type BannerView = z.input<typeof bannerRowSchema>;

export const saveAnnouncementBodySchema = z.object({
  title: name,
  content: localized(z.string().trim().min(1).max(1000)),
  position,
  // A new item waits, hidden, until staff switch it on.
  active: z.boolean().default(false),
});
export type SaveAnnouncementBody = z.input<typeof saveAnnouncementBodySchema>;
export const announcementRowSchema = orderedRow.extend({ title: z.string(), content: localizedText });
export type AnnouncementView = z.input<typeof announcementRowSchema>;

export const savePromotionBodySchema = z.object({
  name: localized(name),
  description: localized(shortText),
  image: localized(imageRef),
  content: localized(z.string().max(50_000)),
  link: httpsUrl.nullable().or(z.literal('')).optional(),
  bonus_id: z.number().int().positive().nullable().optional(),
  start_at: optionalInstant,
  end_at: optionalInstant,
  position,
  // A new item waits, hidden, until staff switch it on.
  active: z.boolean().default(false),
});
export type SavePromotionBody = z.input<typeof savePromotionBodySchema>;
export const promotionRowSchema = orderedRow.extend({
  name: localizedText,
  description: localizedText,
  image: localizedText,
  content: localizedText,
  link: z.string().nullable(),
  bonus_id: z.number().nullable(),
  start_at: dateTime.nullable(),
  end_at: dateTime.nullable(),
});
export type PromotionView = z.input<typeof promotionRowSchema>;

/** Each kind's body and row, so the routes register the three kinds alike. */
export const contentSchemas = {
  banners: { body: saveBannerBodySchema, row: bannerRowSchema },
  announcements: { body: saveAnnouncementBodySchema, row: announcementRowSchema },
  promotions: { body: savePromotionBodySchema, row: promotionRowSchema },
} as const;

export function contentReplies<Row extends z.ZodType>(row: Row) {
  return { list: listPageSchema(row), item: dataReply(row) };
}
export const contentDeletedReplySchema = z.object({ data: z.null() });
