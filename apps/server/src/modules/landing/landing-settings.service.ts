import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { promotionOptions } from '../content/promotions.service.ts';
import { getSiteSettings, invalidateSiteCache, updateSiteSettings } from '../settings/settings.service.ts';
import { landingCampaigns, landingLeads } from './landing.table.ts';

/** What staff edit on Landing Page settings: the campaign's win rule, the contact, the step-3 promotions. */
export type LandingSettingsInput = {
  name: string;
  active: boolean;
  win_percent: number;
  /** null: no cap. */
  max_winners: number | null;
  starts_at: Date | null;
  ends_at: Date | null;
  contact_link: string;
  /** Empty: every active promotion. */
  lost_promotion_ids: number[];
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The campaign staff edit is the newest one (the landing page draws with the newest active
 * campaign inside its window); before the first save there is none and the defaults are shown.
 */
async function currentCampaign(db: Db) {
  const [campaign] = await db.select().from(landingCampaigns).orderBy(desc(landingCampaigns.id)).limit(1);
  return campaign ?? null;
}

/** One statement at a time: `db` may be a transaction's connection (the update reads it back). */
export async function getLandingSettings(db: Db) {
  const campaign = await currentCampaign(db);
  const site = await getSiteSettings(db);
  const promotions = await promotionOptions(db);
  const [stats] = campaign
    ? await db
        .select({
          leads: count(),
          winners: sql<number>`count(*) filter (where ${landingLeads.won})`.mapWith(Number),
        })
        .from(landingLeads)
        .where(eq(landingLeads.campaignId, campaign.id))
    : [];
  return {
    name: campaign?.name ?? '',
    active: campaign?.active ?? false,
    win_percent: campaign?.winPercent ?? 0,
    max_winners: campaign?.maxWinners ?? null,
    starts_at: iso(campaign?.startsAt ?? null),
    ends_at: iso(campaign?.endsAt ?? null),
    contact_link: site.landing_contact_link,
    lost_promotion_ids: campaign?.lostPromotionIds ?? [],
    leads: stats?.leads ?? 0,
    winners: stats?.winners ?? 0,
    promotion_options: promotions,
  };
}

type LandingSettingsView = Awaited<ReturnType<typeof getLandingSettings>>;
const logged = ({ leads: _l, winners: _w, promotion_options: _p, ...rest }: LandingSettingsView) => rest;

/** Saves the campaign (created on the first save) and the contact, logged with before/after. */
export async function updateLandingSettings(db: Db, actor: Actor, input: LandingSettingsInput) {
  const known = new Set((await promotionOptions(db)).map((p) => p.value));
  const unknown = input.lost_promotion_ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new DomainError('NOT_FOUND', {}, { status: 422, fields: { lost_promotion_ids: 'NOT_FOUND' } });
  if (input.starts_at && input.ends_at && input.ends_at < input.starts_at)
    throw new DomainError('INVALID_REQUEST', {}, { status: 422, fields: { ends_at: 'INVALID_REQUEST' } });
  await inTransaction(db, async (tx) => {
    const before = await getLandingSettings(tx);
    const values = {
      name: input.name,
      active: input.active,
      winPercent: input.win_percent,
      maxWinners: input.max_winners,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      lostPromotionIds: [...new Set(input.lost_promotion_ids)],
    };
    const campaign = await currentCampaign(tx);
    if (campaign) await tx.update(landingCampaigns).set(values).where(eq(landingCampaigns.id, campaign.id));
    else await tx.insert(landingCampaigns).values(values);
    await updateSiteSettings(tx, { landing_contact_link: input.contact_link });
    await recordActivity(tx, actor, {
      action: 'landing_settings.update',
      targetType: 'settings',
      targetId: 'landing',
      before: logged(before),
      after: logged(await getLandingSettings(tx)),
    });
  });
  invalidateSiteCache();
  return getLandingSettings(db);
}
