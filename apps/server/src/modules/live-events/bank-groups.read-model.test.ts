import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { bankGroups, banks } from '../banks/banks.table.ts';
import { BankGroupCache } from './bank-groups.read-model.ts';

describe("the live queue's bank -> group map", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await database.close();
  });

  it('follows a bank moved to another deposit method once the map is a minute old', async () => {
    const { db } = database;
    const [from, to] = await db
      .insert(bankGroups)
      .values(['A', 'B'].map((code) => ({ code: `live_${code}`, name: code, type: 'Bank', image: '' })))
      .returning();
    const [bank] = await db
      .insert(banks)
      .values({ groupId: from!.id, bankName: 'Moved', holder: 'Ops', accountNumber: '1' })
      .returning();
    vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z'), toFake: ['Date'] });
    const cache = new BankGroupCache(db);
    expect(await cache.groupOf(bank!.id)).toBe(from!.id);

    await db.update(banks).set({ groupId: to!.id }).where(eq(banks.id, bank!.id));
    vi.advanceTimersByTime(30_000);
    expect(await cache.groupOf(bank!.id)).toBe(from!.id);
    vi.advanceTimersByTime(31_000);
    expect(await cache.groupOf(bank!.id)).toBe(to!.id);
  });
});
