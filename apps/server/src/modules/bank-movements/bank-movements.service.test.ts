import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { operators, roles } from '../access/access.table.ts';
import { bankLedgerAccount } from '../banks/banks.service.ts';
import { bankGroups, banks } from '../banks/banks.table.ts';
import { checkLedgerInvariant, ledgerBalance, postLedger, systemAccount } from '../ledger/ledger.service.ts';
import { type MovementActor, recordBankTransfer, recordExpense } from './bank-movements.service.ts';
import { bankMovements } from './bank-movements.table.ts';

describe('own-account transfers and expenses in the ledger', () => {
  let database: Database;
  let bankIds: number[] = [];
  let groupId = 0;
  let admin: MovementActor;
  beforeAll(async () => {
    database = await openTestDatabase();
    const [role] = await database.db.insert(roles).values({ name: 'Movers', permissions: [] }).returning();
    const [operator] = await database.db
      .insert(operators)
      .values({ name: 'Mover', username: 'mover', passwordHash: 'x', roleId: role!.id })
      .returning();
    admin = { actor: { kind: 'operator', operatorId: operator!.id, ip: null }, gateway: { kind: 'all' } };
    const [group] = await database.db
      .insert(bankGroups)
      .values({ code: 'mv', name: 'Movement test', type: 'bank', image: 'x.png' })
      .returning();
    groupId = group!.id;
    const rows = await database.db
      .insert(banks)
      .values(
        ['A', 'B', 'C', 'D'].map((name) => ({
          bankName: `Bank ${name}`,
          holder: 'Top Up',
          accountNumber: `99${name}`,
          groupId: name === 'D' ? null : groupId,
        })),
      )
      .returning();
    bankIds = rows.map((b) => b.id);
  });
  afterAll(async () => database.close());

  /** Money members paid into a bank (a deposit's bank leg). */
  async function fund(bankId: number, amountSen: number) {
    const { db } = database;
    await postLedger(db, {
      transactionId: null,
      kind: 'deposit',
      legs: [
        { accountId: await bankLedgerAccount(db, bankId), amountSen },
        { accountId: await systemAccount(db, 'external'), amountSen: -amountSen },
      ],
    });
  }
  const balance = (bankId: number) => ledgerBalance(database.db, 'bank', bankId);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'done',
      (error) => (error instanceof DomainError ? error.code : Promise.reject(error)),
    );
  const movementCount = async () => (await database.db.select({ n: count() }).from(bankMovements))[0]!.n;

  it('a transfer moves the amount from one bank to the other; an expense books it to expense', async () => {
    const [a, b] = bankIds as [number, number];
    await fund(a, 100_000);
    const transfer = await recordBankTransfer(
      database.db,
      { fromBankId: a, toBankId: b, amountSen: 30_000, remark: 'float' },
      admin,
    );
    expect(transfer).toMatchObject({ kind: 'transfer', fromBankId: a, toBankId: b, amountSen: 30_000 });
    const expense = await recordExpense(
      database.db,
      { bankId: b, amountSen: 1_250, category: 'bank_fee', remark: null },
      admin,
    );
    expect(expense).toMatchObject({ kind: 'expense', toBankId: null, category: 'bank_fee' });
    expect(await balance(a)).toBe(70_000);
    expect(await balance(b)).toBe(28_750);
    expect(await ledgerBalance(database.db, 'expense', 0)).toBe(1_250);
    expect(await checkLedgerInvariant(database.db)).toMatchObject({ ok: true });
  });

  it('never takes a bank below zero, nor moves to itself, an unknown bank or outside the gateway; nothing is written', async () => {
    const [a, b, c, d] = bankIds as [number, number, number, number];
    const before = await movementCount();
    const balances = [await balance(a), await balance(b)];
    const db = database.db;
    expect(
      await refusal(
        recordBankTransfer(db, { fromBankId: b, toBankId: a, amountSen: 28_751, remark: null }, admin),
      ),
    ).toBe('BANK_BALANCE_TOO_LOW');
    expect(
      await refusal(recordExpense(db, { bankId: c, amountSen: 1, category: 'rent', remark: null }, admin)),
    ).toBe('BANK_BALANCE_TOO_LOW');
    expect(
      await refusal(
        recordBankTransfer(db, { fromBankId: a, toBankId: a, amountSen: 1, remark: null }, admin),
      ),
    ).toBe('BANK_TRANSFER_SAME_BANK');
    expect(
      await refusal(
        recordBankTransfer(db, { fromBankId: a, toBankId: 999_999, amountSen: 1, remark: null }, admin),
      ),
    ).toBe('BANK_NOT_FOUND');
    const limited: MovementActor = { ...admin, gateway: { kind: 'groups', groupIds: [groupId] } };
    expect(
      await refusal(
        recordBankTransfer(db, { fromBankId: a, toBankId: d, amountSen: 1, remark: null }, limited),
      ),
    ).toBe('OUTSIDE_PAYMENT_GATEWAY');
    const off: MovementActor = { ...admin, gateway: { kind: 'none' } };
    expect(
      await refusal(recordExpense(db, { bankId: a, amountSen: 1, category: 'rent', remark: null }, off)),
    ).toBe('OUTSIDE_PAYMENT_GATEWAY');
    expect(await movementCount()).toBe(before);
    expect([await balance(a), await balance(b)]).toEqual(balances);
    // The whole balance may go: down to zero, not below.
    await recordExpense(db, { bankId: b, amountSen: balances[1]!, category: 'other', remark: null }, admin);
    expect(await balance(b)).toBe(0);
    expect(await checkLedgerInvariant(db)).toMatchObject({ ok: true });
  });

  // Two connections at once exist on PostgreSQL only (PGlite is one connection).
  it.runIf(process.env.TEST_DATABASE_URL)(
    'movements out of one bank at the same moment never overdraw it: the source is locked, then its balance read',
    async () => {
      const [, , c, d] = bankIds as [number, number, number, number];
      await fund(c, 1_000);
      const db = database.db;
      const attempts = Array.from({ length: 8 }, (_, i) =>
        refusal(
          i % 2
            ? recordExpense(db, { bankId: c, amountSen: 300, category: 'salary', remark: null }, admin)
            : recordBankTransfer(db, { fromBankId: c, toBankId: d, amountSen: 300, remark: null }, admin),
        ),
      );
      const outcomes = await Promise.all(attempts);
      expect(outcomes.filter((o) => o === 'done')).toHaveLength(3);
      expect(outcomes.filter((o) => o === 'BANK_BALANCE_TOO_LOW')).toHaveLength(5);
      expect(await balance(c)).toBe(100);
      const fromC = await db
        .select({ n: count() })
        .from(bankMovements)
        .where(eq(bankMovements.fromBankId, c));
      expect(fromC[0]!.n).toBe(3);
      expect(await checkLedgerInvariant(db)).toMatchObject({ ok: true });
    },
  );
});
