import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { fortuneSpinSegments } from './fortune-spin.table.ts';

/** The wheel as members see it: the on/off flag (spec: flag 0 = 'Coming Soon') and the 16 labels in order. */
export async function getFortuneSpinSummary(db: Db): Promise<{ enabled: 0 | 1; segments: string[] }> {
  const [site, rows] = await Promise.all([
    getSiteSettings(db),
    db.select().from(fortuneSpinSegments).orderBy(asc(fortuneSpinSegments.position)),
  ]);
  return { enabled: site.fortune_spin_enabled, segments: rows.map((r) => r.label) };
}
