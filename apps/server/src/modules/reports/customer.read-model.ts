import { sql } from 'drizzle-orm';
import type { ReportSource } from './report-query.ts';
import { memberTotalsSql } from './went-through.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Customer: per member with money through in the range; sorted by deposits it is the top depositors. */
export const customerReport: ReportSource = {
  key: 'customer',
  rows: (input) => sql`
    select mb.id as row_key, mb.id as member_id, mb.name as member, mb.phone,
      m.deposit_count, m.deposit_sen, m.withdrawal_sen, m.deposit_sen - m.withdrawal_sen as net_sen, m.bonus_sen,
      m.last_deposit_at
    from (${memberTotalsSql(input)}) m
    join members mb on mb.id = m.member_id
    where ${input.q ? sql`(mb.name ilike ${`%${escapeLike(input.q)}%`} or mb.phone ilike ${`%${escapeLike(input.q)}%`})` : sql`true`}`,
};
