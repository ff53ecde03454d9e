import type { Promotion } from '@topup/contracts/member-api.ts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { promotions } from './content.table.ts';

export async function listActivePromotions(db: Db): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(eq(promotions.active, true))
    .orderBy(asc(promotions.position), asc(promotions.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    image: p.image,
    content: p.content,
    link: p.link,
  }));
}
