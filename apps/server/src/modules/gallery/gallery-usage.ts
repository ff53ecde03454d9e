import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

/**
 * Where an image address is used: banners, promotions, website settings (logo, modal and home
 * images), bank group tiles and bank accounts' QR codes. Names each place so a refused delete can say where.
 */
export async function imageUsage(db: Db, url: string): Promise<string[]> {
  const pattern = `%${url.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute<{ place: string }>(sql`
    select 'Banner: ' || name as place from banners where image::text like ${pattern}
    union all
    select 'Promotion: ' || (name->>'en') from promotions where image::text like ${pattern}
    union all
    select 'Website Settings: ' || key from settings where value::text like ${pattern}
    union all
    select 'Bank group: ' || name from bank_groups where image like ${pattern}
    union all
    select 'Bank QR: ' || bank_name from banks where qr_image like ${pattern}
  `);
  return (result as unknown as { rows: { place: string }[] }).rows.map((r) => r.place);
}
