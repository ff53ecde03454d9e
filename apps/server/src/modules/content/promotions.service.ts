import type { Promotion } from '@topup/contracts/member-api.ts';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { promotions } from './content.table.ts';

/** Active promotions inside their window (either end open), in order. */
export async function listActivePromotions(db: Db, now = new Date()): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        or(isNull(promotions.startAt), lte(promotions.startAt, now)),
        or(isNull(promotions.endAt), gt(promotions.endAt, now)),
      ),
    )
    .orderBy(asc(promotions.position), asc(promotions.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    image: p.image,
    content: p.content,
    link: p.link,
    bonus_id: p.bonusId,
  }));
}

/** Every promotion (active or not) as an option for a staff picker, in order. */
export async function promotionOptions(db: Db): Promise<{ value: number; label: string; active: boolean }[]> {
  const rows = await db
    .select({ id: promotions.id, name: promotions.name, active: promotions.active })
    .from(promotions)
    .orderBy(asc(promotions.position), asc(promotions.id));
  return rows.map((p) => ({ value: p.id, label: p.name.en, active: p.active }));
}
