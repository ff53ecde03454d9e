import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { bankGroups, banks } from '../../banks/banks.table.ts';
import type { AccountWithProduct } from '../../member-accounts/account-with-product.read-model.ts';
import { queryRows } from '../../reports/report-query.ts';
import { movementAccounts } from './movement-accounts.ts';

/** The game account the movement is on: only what `movementAccounts` reads of it. */
const row = {
  account: { id: 9101, username: 'mv9101' },
  product: { kioskId: 9102, name: 'Test kiosk' },
} as unknown as AccountWithProduct;

describe('the ledger accounts of a movement', () => {
  let database: Database;
  let bank: number;
  let otherBank: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    const [group] = await database.db
      .insert(bankGroups)
      .values({ code: 'MVB', name: 'Movement bank', type: 'bank', image: '' })
      .returning();
    const created = await database.db
      .insert(banks)
      .values(
        ['1', '2'].map((n) => ({ groupId: group!.id, bankName: `MV ${n}`, holder: 'Ops', accountNumber: n })),
      )
      .returning();
    [bank, otherBank] = created.map((b) => b.id) as [number, number];
  });
  afterAll(async () => database.close());

  it('creates the accounts on first use, then finds the same ones', async () => {
    const { db } = database;
    const created = await movementAccounts(db, row, bank);
    expect(new Set(Object.values(created)).size).toBe(5);
    expect(await movementAccounts(db, row, bank)).toEqual(created);
  });

  it("names the transaction's own bank, or none", async () => {
    const { db } = database;
    const withBank = await movementAccounts(db, row, bank);
    expect((await movementAccounts(db, row, null)).bank).toBeNull();
    const forOther = await movementAccounts(db, row, otherBank);
    expect(forOther).toEqual({ ...withBank, bank: forOther.bank });
    const [bankAccount] = await queryRows(
      db,
      sql`select id from ledger_accounts where kind = 'bank' and ref_id = ${otherBank}`,
    );
    expect(forOther.bank).toBe(Number(bankAccount!.id));
  });
});
