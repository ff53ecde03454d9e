import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import {
  DEFAULT_SITE_SETTINGS,
  getSiteSettings,
  invalidateSiteCache,
  updateSiteSettings,
} from './settings.service.ts';
import { settings } from './settings.table.ts';

describe('website settings', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('falls back to the defaults and keeps stored values with their JSON types', async () => {
    expect(await getSiteSettings(database.db)).toEqual(DEFAULT_SITE_SETTINGS);
    await updateSiteSettings(database.db, { payment_gateway: '0', fortune_spin_enabled: 0, theme: 'Purple' });
    await updateSiteSettings(database.db, { telegram_link: 'https://t.me/x' });
    const site = await getSiteSettings(database.db);
    expect(site.payment_gateway).toBe('0');
    expect(site.fortune_spin_enabled).toBe(0);
    expect(site.theme).toBe('Purple');
    expect(site.telegram_link).toBe('https://t.me/x');
  });

  it('is read once and cached until a write invalidates it', async () => {
    const before = await getSiteSettings(database.db);
    // A write that bypasses the service is not seen while the cache holds ...
    await database.db
      .insert(settings)
      .values({ key: 'whatsapp_link', value: sql`'"https://wa.me/1"'::jsonb` })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`'"https://wa.me/1"'::jsonb` } });
    expect((await getSiteSettings(database.db)).whatsapp_link).toBe(before.whatsapp_link);
    // ... and is after an invalidation; a write through the service is seen at once.
    invalidateSiteCache();
    expect((await getSiteSettings(database.db)).whatsapp_link).toBe('https://wa.me/1');
    await updateSiteSettings(database.db, { whatsapp_link: 'https://wa.me/2' });
    expect((await getSiteSettings(database.db)).whatsapp_link).toBe('https://wa.me/2');
  });
});
