import type { Localized } from './locales.ts';

export const THEMES = ['DarkGold', 'Purple'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Data the server injects into the member index.html as
 * `<script type="application/json" id="page-data">`, so the first paint needs no API call.
 */
export type PageData = {
  theme: Theme;
  logo: string;
  telegram_link: string;
  whatsapp_link: string;
  /** The landing-page campaign's chat contact (step 2 and step 3 links). */
  landing_contact_link: string;
  banners: { name: string; image: Localized }[];
  announcements: { content: Localized }[];
  modal_images: { rescue_bonus: Localized; fortune_spin: Localized };
  /** Static images of the home screen (payments, key points, games), per language. */
  images: { payments: Localized; key_points: Localized; games: Localized };
  /** The footer set in Website Settings; an empty field is not shown. */
  footer: SiteFooter;
};

export type SiteFooter = { company: string; terms: string; support_hours: string };

export const PAGE_DATA_ELEMENT_ID = 'page-data';
/**
 * Where the server puts the member link's login reply (`?token=`: what POST /api/auth would
 * answer), as `<script type="application/json">`, so the first render needs no login call.
 */
export const MEMBER_AUTH_ELEMENT_ID = 'member-auth';
/** A channel or chat link equal to this is a placeholder: show 'Please contact customer service!'. */
export const PLACEHOLDER_LINK = 'https://www.google.com';
