import type { PageData, Theme } from '@topup/contracts/page-data.ts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { cachedSiteRead, getSiteSettings } from '../settings/settings.service.ts';
import { announcements, banners } from './content.table.ts';

/** The data injected into the member index.html; cached until a write invalidates it. */
export function getPageData(db: Db, defaultTheme: Theme): Promise<PageData> {
  return cachedSiteRead(db, `page-data:${defaultTheme}`, () => readPageData(db, defaultTheme));
}

async function readPageData(db: Db, defaultTheme: Theme): Promise<PageData> {
  const site = await getSiteSettings(db);
  const [bannerRows, announcementRows] = await Promise.all([
    db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.position), asc(banners.id)),
    db
      .select()
      .from(announcements)
      .where(eq(announcements.active, true))
      .orderBy(asc(announcements.position), asc(announcements.id)),
  ]);
  return {
    theme: site.theme ?? defaultTheme,
    logo: site.logo,
    telegram_link: site.telegram_link,
    whatsapp_link: site.whatsapp_link,
    landing_contact_link: site.landing_contact_link,
    banners: bannerRows.map((b) => ({ name: b.name, image: b.image })),
    announcements: announcementRows.map((a) => ({ content: a.content })),
    modal_images: site.modal_images,
    images: site.images,
    footer: site.footer,
  };
}
