import type { Localized } from '@topup/contracts/locales.ts';
import type { SiteFooter, Theme } from '@topup/contracts/page-data.ts';
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
  /** '0' hides member deposits behind 'Please contact customer service!'. */
  payment_gateway: '0' | '1';
  fortune_spin_enabled: 0 | 1;
  /** Where a member goes after a successful deposit. */
  deposit_redirect: string;
  /**
   * The spec's website-settings "balance point", in sen: a game account may be topped up
   * only while its balance is at or below it ('Balance must be less than or equal to :amount to
   * deposit.'); a product's own ceiling comes first. null: no limit.
   */
  balance_point_sen: number | null;
  /** Fortune spins a successful deposit of at least `min_deposit_sen` earns; `daily_cap` 0 = no cap. */
  fortune_spin_earning: { min_deposit_sen: number; spins: number; daily_cap: number };
  /** A member link stops working after this many days without use (0: never). */
  member_link_days: number;
  /** The member site's footer (company line, terms, support hours); empty fields are not shown. */
  footer: SiteFooter;
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
  balance_point_sen: null,
  fortune_spin_earning: { min_deposit_sen: 0, spins: 0, daily_cap: 0 },
  member_link_days: 90,
  footer: { company: '', terms: '', support_hours: '' },
};

/**
 * Site settings, the member page data and the JSON settings the money rules read (rollover,
 * limits, ...) are read on every member page, /api/auth and approval, and change a few times a
 * day: they are kept in memory per database (a database handle and its transactions share one
 * cache). Every write calls `invalidateSiteCache()` (this file's writes do; so must any writer
 * of banners, announcements or other page data). The short lifetime bounds what another server
 * instance, or a read racing a write's commit, can see of an old value.
 */
const SITE_CACHE_MS = 5_000;
let siteGeneration = 0;
type Cached = { generation: number; expires: number; value: Promise<unknown> };
const siteCache = new WeakMap<object, Map<string, Cached>>();

/** The database a handle belongs to: Drizzle's dialect object is shared by a handle and its transactions. */
const databaseOf = (db: Db): object => (db as unknown as { dialect?: object }).dialect ?? db;

export function invalidateSiteCache(): void {
  siteGeneration++;
}

/** `load()` once per key, database and generation (at most SITE_CACHE_MS old); concurrent callers share one load. */
export function cachedSiteRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const database = databaseOf(db);
  const entries = siteCache.get(database) ?? new Map<string, Cached>();
  siteCache.set(database, entries);
  const hit = entries.get(key);
  const now = Date.now();
  if (hit && hit.generation === siteGeneration && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { generation: siteGeneration, expires: now + SITE_CACHE_MS, value };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

export function getSiteSettings(db: Db): Promise<SiteSettings> {
  return cachedSiteRead(db, 'site-settings', () => readSiteSettings(db));
}

async function readSiteSettings(db: Db): Promise<SiteSettings> {
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
  invalidateSiteCache();
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) await writeSetting(db, key, value);
  }
  invalidateSiteCache();
}

/** Stores `value` under `key`, replacing what was there. */
async function writeSetting(db: Db, key: string, value: unknown): Promise<void> {
  // Serialised here: the pg driver would send a bare string such as '0' as JSON text 0 (a number).
  const json = sql`${JSON.stringify(value)}::jsonb`;
  await db
    .insert(settings)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: sql`now()` } });
}

/** A settings object stored under one key, over its defaults (a stored value may omit fields). */
export async function getJsonSetting<T extends object>(db: Db, key: string, defaults: T): Promise<T> {
  const value = await cachedSiteRead(db, `json:${key}`, () => readSetting(db, key));
  return value === undefined ? defaults : { ...defaults, ...(value as Partial<T>) };
}

/** The value stored under one key (parsed JSON), or undefined when none is saved. */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ json: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(inArray(settings.key, [key]));
  return row ? JSON.parse(row.json) : undefined;
}

export async function putJsonSetting(db: Db, key: string, value: object): Promise<void> {
  await writeSetting(db, key, value);
  invalidateSiteCache();
}
