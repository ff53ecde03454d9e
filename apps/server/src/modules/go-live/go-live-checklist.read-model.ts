import { GO_LIVE_ITEMS, type GoLiveChecklist, type GoLiveItemKey } from '@topup/contracts/go-live.ts';
import { PLACEHOLDER_LINK } from '@topup/contracts/page-data.ts';
import type { Permission } from '@topup/contracts/permissions.ts';
import { and, arrayOverlaps, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { operators, roles } from '../access/access.table.ts';
import { bankGroups, banks } from '../banks/banks.table.ts';
import { banners, promotions } from '../content/content.table.ts';
import { products, providerKiosks } from '../products/products.table.ts';
import { DEFAULT_SITE_SETTINGS, getSiteSettings } from '../settings/settings.service.ts';

/** A kiosk that answered its agent-credit read this recently counts as connected. */
const KIOSK_ANSWERED_WITHIN_MS = 15 * 60_000;

/** Permissions that create, approve or settle money movements: their holders confirm with a PIN. */
const MONEY_PERMISSIONS: Permission[] = [
  'deposits.approve',
  'deposits.create',
  'deposits.complete',
  'withdrawals.approve',
  'withdrawals.create',
  'withdrawals.complete',
  'transactions.insert',
  'transactions.quick_topup',
  'transactions.multi_deposit',
  'transactions.transfer',
  'transactions.adjustment',
  'transactions.reward',
  'transactions.resolve',
];

/** The images the demo ships with: still shown means the site still looks like the demo. */
const DEMO_MEDIA = '/media/demo/';

const firstCount = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/** Active products whose kiosk answered its last agent-credit read, recently. */
async function connectedProducts(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - KIOSK_ANSWERED_WITHIN_MS);
  return firstCount(
    await db
      .select({ n: count() })
      .from(products)
      .innerJoin(providerKiosks, eq(providerKiosks.id, products.kioskId))
      .where(
        and(
          eq(products.status, 'active'),
          gt(providerKiosks.agentCreditCheckedAt, since),
          // The last read answered: a failure since then means the kiosk stopped answering.
          or(
            isNull(providerKiosks.agentCreditFailedAt),
            lt(providerKiosks.agentCreditFailedAt, providerKiosks.agentCreditCheckedAt),
          ),
        ),
      ),
  );
}

async function shownBanks(db: Db): Promise<number> {
  return firstCount(await db.select({ n: count() }).from(banks).where(eq(banks.display, true)));
}

/** Method tiles a member can use: shown, with at least one shown bank account as its option. */
async function usableDepositMethods(db: Db): Promise<number> {
  return firstCount(
    await db
      .select({ n: sql<number>`count(distinct ${bankGroups.id})::int` })
      .from(bankGroups)
      .innerJoin(banks, and(eq(banks.groupId, bankGroups.id), eq(banks.display, true)))
      .where(eq(bankGroups.display, true)),
  );
}

/** Active operators whose active role moves money and who have no PIN to confirm it with. */
async function moneyOperatorsWithoutPin(db: Db): Promise<number> {
  return firstCount(
    await db
      .select({ n: count() })
      .from(operators)
      .innerJoin(roles, eq(roles.id, operators.roleId))
      .where(
        and(
          eq(operators.status, 'active'),
          isNull(operators.pinHash),
          or(eq(roles.isSuper, true), arrayOverlaps(roles.permissions, MONEY_PERMISSIONS)),
        ),
      ),
  );
}

/** Shown banners, promotions and method tiles, and site images, that are still the demo's. */
async function demoImagesShown(db: Db, siteImages: string[]): Promise<number> {
  const demo = `%${DEMO_MEDIA}%`;
  const [shownBanners, shownPromotions, shownTiles] = await Promise.all([
    db
      .select({ n: count() })
      .from(banners)
      .where(and(eq(banners.active, true), sql`${banners.image}::text like ${demo}`)),
    db
      .select({ n: count() })
      .from(promotions)
      .where(and(eq(promotions.active, true), sql`${promotions.image}::text like ${demo}`)),
    db
      .select({ n: count() })
      .from(bankGroups)
      .where(and(eq(bankGroups.display, true), sql`${bankGroups.image} like ${demo}`)),
  ]);
  const site = siteImages.filter((image) => image.includes(DEMO_MEDIA)).length;
  return firstCount(shownBanners) + firstCount(shownPromotions) + firstCount(shownTiles) + site;
}

/** The channel or chat link (Website Settings) is empty, the specification's placeholder, or the demo's own. */
function isPlaceholderLink(link: string, demo: string): boolean {
  return link.trim() === '' || link === PLACEHOLDER_LINK || link === demo;
}

/** What the site still lacks before it takes real members (the Dashboard card and `npm run setup -- --check`). */
export async function goLiveChecklist(db: Db, now: Date): Promise<GoLiveChecklist> {
  const site = await getSiteSettings(db);
  const siteImages = [
    site.logo,
    ...Object.values(site.modal_images).flatMap((image) => Object.values(image)),
    ...Object.values(site.images).flatMap((image) => Object.values(image)),
  ];
  const placeholderLinks = (['telegram_link', 'whatsapp_link'] as const).filter((key) =>
    isPlaceholderLink(site[key], DEFAULT_SITE_SETTINGS[key]),
  ).length;
  const [product, bank, depositMethod, withoutPin, demoImages] = await Promise.all([
    connectedProducts(db, now),
    shownBanks(db),
    usableDepositMethods(db),
    moneyOperatorsWithoutPin(db),
    demoImagesShown(db, siteImages),
  ]);
  const lines: Record<GoLiveItemKey, { done: boolean; count: number }> = {
    product: { done: product > 0, count: product },
    bank: { done: bank > 0, count: bank },
    deposit_method: { done: depositMethod > 0, count: depositMethod },
    links: { done: placeholderLinks === 0, count: placeholderLinks },
    pins: { done: withoutPin === 0, count: withoutPin },
    demo_content: { done: demoImages === 0, count: demoImages },
    payment_gateway: { done: site.payment_gateway === '1', count: 0 },
  };
  const items = (Object.keys(GO_LIVE_ITEMS) as GoLiveItemKey[]).map((key) => ({
    key,
    ...lines[key],
    link: GO_LIVE_ITEMS[key],
  }));
  return { ready: items.every((item) => item.done), items };
}
