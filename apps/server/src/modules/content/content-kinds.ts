import { httpsUrl } from '@topup/contracts/safe-url.ts';
import type { AnnouncementView, BannerView, PromotionView } from '@topup/contracts/staff-content.ts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { imageRef, localized, optionalInstant, position } from '../../platform/form-input.ts';
import { sanitizeStaffHtml } from '../../platform/sanitize-html.ts';
import { announcements, banners, promotions } from './content.table.ts';

const name = z.string().trim().min(1).max(100);
const shortText = z.string().trim().min(1).max(500);

type Banner = typeof banners.$inferSelect;
type Announcement = typeof announcements.$inferSelect;
type Promotion = typeof promotions.$inferSelect;

const stamps = (row: { position: number; active: boolean; updatedAt: Date }) => ({
  position: row.position,
  active: row.active,
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The member site's content the back-office edits (Banner and Announcement
 * create/edit, Promotions): per kind its table, request body, stored values and reply.
 */
export const CONTENT_KINDS = {
  banners: {
    table: banners,
    body: z.object({ name, image: localized(imageRef), position, active: z.boolean().default(true) }),
    toValues: (body: { name: string; image: Banner['image']; position: number; active: boolean }) => body,
    view: (row: Banner): BannerView => ({ id: row.id, name: row.name, image: row.image, ...stamps(row) }),
    searchable: [banners.name],
  },
  announcements: {
    table: announcements,
    body: z.object({
      title: name,
      content: localized(z.string().trim().min(1).max(1000)),
      position,
      active: z.boolean().default(true),
    }),
    toValues: (body: {
      title: string;
      content: Announcement['content'];
      position: number;
      active: boolean;
    }) => body,
    view: (row: Announcement): AnnouncementView => ({
      id: row.id,
      title: row.title,
      content: row.content,
      ...stamps(row),
    }),
    searchable: [announcements.title],
  },
  promotions: {
    table: promotions,
    body: z.object({
      name: localized(name),
      description: localized(shortText),
      image: localized(imageRef),
      content: localized(z.string().max(50_000)),
      link: httpsUrl.nullable().or(z.literal('')).optional(),
      bonus_id: z.number().int().positive().nullable().optional(),
      start_at: optionalInstant,
      end_at: optionalInstant,
      position,
      active: z.boolean().default(true),
    }),
    toValues: (body: {
      name: Promotion['name'];
      description: Promotion['description'];
      image: Promotion['image'];
      content: Promotion['content'];
      link?: string | null;
      bonus_id?: number | null;
      start_at: Date | null;
      end_at: Date | null;
      position: number;
      active: boolean;
    }) => ({
      name: body.name,
      description: body.description,
      image: body.image,
      // Sanitised on save: the member site shows this HTML as it is stored.
      content: {
        en: sanitizeStaffHtml(body.content.en),
        bm: sanitizeStaffHtml(body.content.bm),
        cn: sanitizeStaffHtml(body.content.cn),
      },
      link: body.link || null,
      bonusId: body.bonus_id ?? null,
      startAt: body.start_at,
      endAt: body.end_at,
      position: body.position,
      active: body.active,
    }),
    view: (row: Promotion): PromotionView => ({
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      content: row.content,
      link: row.link,
      bonus_id: row.bonusId,
      start_at: row.startAt?.toISOString() ?? null,
      end_at: row.endAt?.toISOString() ?? null,
      ...stamps(row),
    }),
    searchable: [sql`${promotions.name}->>'en'`],
  },
} as const;

export type ContentKind = keyof typeof CONTENT_KINDS;
