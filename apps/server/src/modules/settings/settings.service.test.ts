import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { DEFAULT_SITE_SETTINGS, getSiteSettings, updateSiteSettings } from './settings.service.ts';

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
});
