import type { Db } from '../../platform/db/client.ts';
import { landingCampaigns } from './landing.table.ts';

/** A campaign where half the visitors win, at most 1000 winners. */
export async function seedLandingDemo(db: Db) {
  await db
    .insert(landingCampaigns)
    .values({ name: 'Grand Opening Lucky Draw', winPercent: 50, maxWinners: 1000 });
}
