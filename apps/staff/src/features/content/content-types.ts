import type { Localized } from '@topup/contracts/locales.ts';

type Ordered = { id: number; position: number; active: boolean; updated_at: string };

export type BannerRow = Ordered & { name: string; image: Localized };
export type AnnouncementRow = Ordered & { title: string; content: Localized };
export type PromotionRow = Ordered & {
  name: Localized;
  description: Localized;
  image: Localized;
  content: Localized;
  link: string | null;
  bonus_id: number | null;
  start_at: string | null;
  end_at: string | null;
};
