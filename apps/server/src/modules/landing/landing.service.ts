import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { landingCampaigns, landingLeads } from './landing.table.ts';

/** Spec: the form has a fixed +60 prefix; we store 60 + the national number without its 0. */
export function normalizeMobile(input: string): string {
  const digits = input.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) throw new DomainError('INVALID_REQUEST');
  const national = digits.replace(/^60/, '').replace(/^0/, '');
  if (national.length < 8 || national.length > 10) throw new DomainError('INVALID_REQUEST');
  return `60${national}`;
}

/** `lostPromotionIds`: the promotions step 3 shows (empty: every active one). */
export type LeadResult = { won: boolean; lostPromotionIds: number[] };

/**
 * Stores a landing-page lead and decides step 2 (won) or 3 (lost) by the active campaign:
 * its win percentage drawn from a cryptographic RNG, up to its winner cap. A mobile that
 * already took part gets its first result again.
 */
export async function submitLead(
  db: Db,
  input: { mobile: string; name: string; bank: string | null; account: string | null; ip: string | null },
  now: Date,
): Promise<LeadResult> {
  const mobile = normalizeMobile(input.mobile);
  const [campaign] = await db
    .select()
    .from(landingCampaigns)
    .where(
      and(
        eq(landingCampaigns.active, true),
        or(isNull(landingCampaigns.startsAt), lte(landingCampaigns.startsAt, now)),
        or(isNull(landingCampaigns.endsAt), gte(landingCampaigns.endsAt, now)),
      ),
    )
    .orderBy(desc(landingCampaigns.id))
    .limit(1);
  const campaignId = campaign?.id ?? null;
  const previous = async () => {
    const [lead] = await db
      .select({ won: landingLeads.won })
      .from(landingLeads)
      .where(
        and(
          campaignId === null ? isNull(landingLeads.campaignId) : eq(landingLeads.campaignId, campaignId),
          eq(landingLeads.mobile, mobile),
        ),
      );
    return lead ?? null;
  };
  const lostPromotionIds = campaign?.lostPromotionIds ?? [];
  const seen = await previous();
  if (seen) return { ...seen, lostPromotionIds };
  const drawn = campaign !== undefined && randomInt(100) < campaign.winPercent;
  try {
    return await inTransaction(db, async (tx) => {
      let won = false;
      if (drawn) {
        // One winner decision at a time per campaign (its row locked until the lead is stored),
        // so parallel submissions cannot pass the winner cap.
        await tx
          .select({ id: landingCampaigns.id })
          .from(landingCampaigns)
          .where(eq(landingCampaigns.id, campaign.id))
          .for('update');
        const [winners] = await tx
          .select({ n: count() })
          .from(landingLeads)
          .where(and(eq(landingLeads.campaignId, campaign.id), eq(landingLeads.won, true)));
        won = campaign.maxWinners === null || (winners?.n ?? 0) < campaign.maxWinners;
      }
      await tx.insert(landingLeads).values({
        campaignId,
        mobile,
        name: input.name,
        bank: input.bank,
        account: input.account,
        won,
        ip: input.ip,
      });
      return { won, lostPromotionIds };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { won: (await previous())?.won ?? false, lostPromotionIds };
    throw error;
  }
}
