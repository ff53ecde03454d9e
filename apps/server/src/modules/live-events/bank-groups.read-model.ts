import type { Db } from '../../platform/db/client.ts';
import { banks } from '../banks/banks.table.ts';

/**
 * The bank -> bank group map, re-read once it is a minute old (banks change rarely): a bank moved
 * to another deposit method reaches the desks' live queues within that minute.
 */
export class BankGroupCache {
  private groups = new Map<number, number | null>();
  private loadedAt = 0;
  constructor(private readonly db: Db) {}

  async groupOf(bankId: number): Promise<number | null> {
    if (Date.now() - this.loadedAt > 60_000) {
      const rows = await this.db.select({ id: banks.id, groupId: banks.groupId }).from(banks);
      this.groups = new Map(rows.map((r) => [r.id, r.groupId]));
      this.loadedAt = Date.now();
    }
    return this.groups.get(bankId) ?? null;
  }
}
