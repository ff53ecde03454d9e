import type { Localized } from './locales.ts';

/** Reply shapes of the staff content API (banners, announcements, promotions). */

type Ordered = { id: number; position: number; active: boolean; updated_at: string };

export type BannerView = Ordered & { name: string; image: Localized };
export type AnnouncementView = Ordered & { title: string; content: Localized };
export type PromotionView = Ordered & {
  name: Localized;
  description: Localized;
  image: Localized;
  content: Localized;
  link: string | null;
  bonus_id: number | null;
  start_at: string | null;
  end_at: string | null;
};
