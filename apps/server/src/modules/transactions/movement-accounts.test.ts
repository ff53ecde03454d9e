import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { bankGroups, banks } from '../banks/banks.table.ts';
import { ledgerAccountIdsRead } from '../ledger/ledger.service.ts';
import type { AccountWithProduct } from '../member-accounts/account-with-product.read-model.ts';
import { queryRows } from '../reports/report-query.ts';
import { movementAccountKeys, movementAccounts } from './movement-accounts.ts';

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

  /** What a statement reads with `ledgerAccountIdsRead` of `movementAccountKeys` for this bank. */
  const readIds = async (bankId: number | null) => {
    const { db } = database;
    const read = ledgerAccountIdsRead(db, 'movement_ledger', movementAccountKeys(9101, 9102, bankId ?? 0));
    const [found] = await db.with(read).select().from(read);
    return { bankId, ids: found!.ids };
  };

  it('creates what a statement found missing, then the read names the same accounts', async () => {
    const { db } = database;
    const before = await readIds(bank);
    expect(before.ids.slice(0, 2)).toEqual([null, null]);
    const created = await movementAccounts(db, row, bank, before);
    const after = await readIds(bank);
    expect(after.ids).toEqual([
      created.member,
      created.kiosk,
      created.gameResult,
      created.external,
      created.bank,
    ]);
    expect(await movementAccounts(db, row, bank, after)).toEqual(created);
    // The same accounts without the read (its own round trip).
    expect(await movementAccounts(db, row, bank)).toEqual(created);
  });

  it('uses a read only for the bank it was read for', async () => {
    const { db } = database;
    const forBank = await readIds(bank);
    const withoutBank = await movementAccounts(db, row, null, forBank);
    expect(withoutBank.bank).toBeNull();
    // Read for another bank (or none): the transaction's own bank is looked up, not taken from it.
    const forOther = await movementAccounts(db, row, otherBank, forBank);
    expect(forOther.bank).not.toBe(forBank.ids[4]);
    const [bankAccount] = await queryRows(
      db,
      sql`select id from ledger_accounts where kind = 'bank' and ref_id = ${otherBank}`,
    );
    expect(forOther.bank).toBe(Number(bankAccount!.id));
  });
});
