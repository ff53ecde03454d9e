import {
  type AnnouncementView,
  type BannerView,
  contentSchemas,
  type PromotionView,
} from '@topup/contracts/api/content.ts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { sanitizeStaffHtml } from '../../platform/sanitize-html.ts';
import { announcements, banners, promotions } from './content.table.ts';

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
    ...contentSchemas.banners,
    toValues: (body: z.output<typeof contentSchemas.banners.body>) => body,
    view: (row: Banner): BannerView => ({ id: row.id, name: row.name, image: row.image, ...stamps(row) }),
    searchable: [banners.name],
  },
  announcements: {
    table: announcements,
    ...contentSchemas.announcements,
    toValues: (body: z.output<typeof contentSchemas.announcements.body>) => body,
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
    ...contentSchemas.promotions,
    toValues: (body: z.output<typeof contentSchemas.promotions.body>) => ({
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
export type ContentView = BannerView | AnnouncementView | PromotionView;
