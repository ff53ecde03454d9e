import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { queryRows } from './report-query.ts';

export type ReportOption = { id: number; name: string };
export type ReportOptions = { products: ReportOption[]; banks: ReportOption[]; operators: ReportOption[] };

const options = async (db: Db, query: ReturnType<typeof sql>) =>
  (await queryRows(db, query)).map((r) => ({ id: Number(r.id), name: String(r.name) }));

/** The choices of the report filters: products, operator bank accounts, operators. */
export async function reportOptions(db: Db): Promise<ReportOptions> {
  return {
    products: await options(db, sql`select id, name from products order by position, id`),
    banks: await options(
      db,
      sql`select id, bank_name || ' ' || account_number as name from banks order by position, id`,
    ),
    operators: await options(db, sql`select id, name from operators order by name, id`),
  };
}
