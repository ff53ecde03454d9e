import type { Localized } from '@topup/contracts/locales.ts';
import type { Theme } from '@topup/contracts/page-data.ts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { settings } from './settings.table.ts';

/** Website settings (staff: Website Settings). Stored one JSON value per key. */
export type SiteSettings = {
  /** null follows SITE_THEME. */
  theme: Theme | null;
  logo: string;
  telegram_link: string;
  whatsapp_link: string;
  /** Landing-page contact: step 2 and step 3 chat links start with it. */
  landing_contact_link: string;
  modal_images: { rescue_bonus: Localized; fortune_spin: Localized };
  images: { payments: Localized; key_points: Localized; games: Localized };
  /** '0' hides member deposits behind 'Please contact customer service!' (spec §2). */
  payment_gateway: '0' | '1';
  fortune_spin_enabled: 0 | 1;
  /** Where a member goes after a successful deposit. */
  deposit_redirect: string;
};

const localized = (path: string): Localized => ({ en: path, bm: path, cn: path });

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  theme: null,
  logo: '/media/demo/logo.svg',
  telegram_link: 'https://t.me/topup_channel',
  whatsapp_link: 'https://wa.me/60123456789',
  landing_contact_link: 'https://wa.me/60123456789',
  modal_images: {
    rescue_bonus: localized('/media/demo/rescue-bonus.svg'),
    fortune_spin: localized('/media/demo/fortune-spin.svg'),
  },
  images: {
    payments: localized('/media/demo/payments.svg'),
    key_points: localized('/media/demo/key-points.svg'),
    games: localized('/media/demo/games.svg'),
  },
  payment_gateway: '1',
  fortune_spin_enabled: 1,
  deposit_redirect: '/',
};

export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const keys = Object.keys(DEFAULT_SITE_SETTINGS);
  // Read as text and parsed here: Drizzle's jsonb mapping parses a JSON string a second time,
  // so the stored string "0" would come back as the number 0.
  const rows = await db
    .select({ key: settings.key, json: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(inArray(settings.key, keys));
  const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.json)]));
  return { ...DEFAULT_SITE_SETTINGS, ...stored } as SiteSettings;
}

export async function updateSiteSettings(db: Db, patch: Partial<SiteSettings>): Promise<void> {
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    // Serialised here: the pg driver would send a bare string such as '0' as JSON text 0 (a number).
    const json = sql`${JSON.stringify(value)}::jsonb`;
    await db
      .insert(settings)
      .values({ key, value: json })
      .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: sql`now()` } });
  }
}
