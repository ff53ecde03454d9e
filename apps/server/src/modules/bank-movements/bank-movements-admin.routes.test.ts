import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorInRole } from '../../test/operator-in-role.ts';
import { staffTestApp } from '../../test/staff-client.ts';
import { bankLedgerAccount } from '../banks/banks.service.ts';
import { banks } from '../banks/banks.table.ts';
import { checkLedgerInvariant, postLedger, systemAccount } from '../ledger/ledger.service.ts';
import { bankMovements } from './bank-movements.table.ts';

type BankRow = { id: number; bank_name: string; balance: string };

describe('bank balances, own-account transfers and expenses (staff routes)', () => {
  const staff = staffTestApp();
  const bankList = async (): Promise<BankRow[]> =>
    (await staff.admin.get('/api/staff/banks?per_page=100')).json().data;
  const balanceOf = async (id: number) => (await bankList()).find((b) => b.id === id)!.balance;
  const sen = (text: string) => Math.round(Number(text) * 100);

  // Members' deposits paid into the first two banks (their bank legs), so there is money to move.
  beforeAll(async () => {
    const db = staff.app.ctx.db;
    for (const bank of (await bankList()).slice(0, 2))
      await postLedger(db, {
        transactionId: null,
        kind: 'deposit',
        legs: [
          { accountId: await bankLedgerAccount(db, bank.id), amountSen: 100_000 },
          { accountId: await systemAccount(db, 'external'), amountSen: -100_000 },
        ],
      });
  });

  it('the Bank list shows each balance; a transfer and an expense move it and are listed', async () => {
    const list = await bankList();
    const [from, to] = [...list].sort((a, b) => sen(b.balance) - sen(a.balance)) as [BankRow, BankRow];
    expect(sen(from.balance)).toBeGreaterThan(10_000);
    const transfer = await staff.admin.post('/api/staff/bank-movements/transfer', {
      from_bank_id: from.id,
      to_bank_id: to.id,
      amount: '40.50',
      remark: 'float top-up',
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(transfer.json()).toMatchObject({
      message: 'Done.',
      data: { kind: 'transfer', amount: '40.50', created_by: 'Administrator', remark: 'float top-up' },
    });
    const expense = await staff.admin.post('/api/staff/bank-movements/expense', {
      bank_id: from.id,
      amount: 12,
      category: 'bank_fee',
    });
    expect(expense.statusCode, expense.body).toBe(200);
    expect(sen(await balanceOf(from.id))).toBe(sen(from.balance) - 4_050 - 1_200);
    expect(sen(await balanceOf(to.id))).toBe(sen(to.balance) + 4_050);

    const movements = (await staff.admin.get(`/api/staff/bank-movements?bank_id=${from.id}`)).json();
    expect(movements.data.map((m: { kind: string }) => m.kind)).toEqual(['expense', 'transfer']);
    expect(movements.data[1].from_bank).toContain(from.bank_name);
    const expenses = (await staff.admin.get('/api/staff/bank-movements?kind=expense')).json();
    expect(expenses.data.every((m: { kind: string }) => m.kind === 'expense')).toBe(true);
    const csv = (await staff.admin.get('/api/staff/bank-movements?format=csv')).body;
    expect(csv).toContain(',RM 40.50,');
    expect(csv).toContain('float top-up');

    // Today's daily balance is the Bank list's balance.
    const daily = (await staff.admin.get(`/api/staff/bank-balances?bank_id=${from.id}`)).json().data;
    expect(daily).toHaveLength(7);
    expect(daily[0].ledger_balance).toBe(await balanceOf(from.id));
    expect(await checkLedgerInvariant(staff.app.ctx.db)).toMatchObject({ ok: true });
  });

  it('a weaker role is refused each write it lacks; a role outside the gateway moves nothing', async () => {
    const [a, b] = await bankList();
    const transfer = { from_bank_id: a!.id, to_bank_id: b!.id, amount: '1.00' };
    const expense = { bank_id: a!.id, amount: '1.00', category: 'rent' };
    const viewer = (await operatorInRole(staff.app, ['bank_balances.view'])).client;
    expect((await viewer.get('/api/staff/bank-balances')).statusCode).toBe(200);
    expect((await viewer.post('/api/staff/bank-movements/transfer', transfer)).statusCode).toBe(403);
    expect((await viewer.post('/api/staff/bank-movements/expense', expense)).statusCode).toBe(403);
    const mover = (await operatorInRole(staff.app, ['bank_movements.transfer'])).client;
    expect((await mover.get('/api/staff/bank-movements')).statusCode).toBe(403);
    expect((await mover.post('/api/staff/bank-movements/expense', expense)).statusCode).toBe(403);
    const [bank] = await staff.app.ctx.db.select().from(banks).where(eq(banks.id, a!.id));
    const elsewhere = (
      await operatorInRole(staff.app, ['bank_movements.transfer', 'bank_movements.expense'], {
        bankGroupIds: [bank!.groupId! + 1000],
      })
    ).client;
    const before = (await staff.app.ctx.db.select().from(bankMovements)).length;
    const outside = await elsewhere.post('/api/staff/bank-movements/transfer', transfer);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe("This transaction's bank is not in your role's payment gateway.");
    expect((await staff.app.ctx.db.select().from(bankMovements)).length).toBe(before);
  });

  it('bad input is a 4xx with a message in the request language, and writes nothing', async () => {
    const [a, b] = await bankList();
    const before = (await staff.app.ctx.db.select().from(bankMovements)).length;
    const post = (url: string, payload: object, locale = 'en') =>
      staff.admin.request({
        method: 'POST',
        url,
        payload,
        headers: { 'idempotency-key': `bad-${Math.random()}`, locale },
      });
    const transfer = '/api/staff/bank-movements/transfer';
    const expense = '/api/staff/bank-movements/expense';
    const cases: [string, object, number, string][] = [
      [
        transfer,
        { from_bank_id: a!.id, to_bank_id: a!.id, amount: '1' },
        422,
        'Choose two different bank accounts.',
      ],
      [transfer, { from_bank_id: a!.id, to_bank_id: 999_999, amount: '1' }, 404, 'Bank not found.'],
      [transfer, { to_bank_id: b!.id, amount: '1' }, 422, 'Please select bank!'],
      [transfer, { from_bank_id: a!.id, to_bank_id: b!.id }, 422, 'Please enter amount!'],
      [transfer, { from_bank_id: a!.id, to_bank_id: b!.id, amount: '-5' }, 422, ''],
      [transfer, { from_bank_id: a!.id, to_bank_id: b!.id, amount: '1.234' }, 422, ''],
      [transfer, { from_bank_id: a!.id, to_bank_id: b!.id, amount: '99999999' }, 422, ''],
      [expense, { bank_id: a!.id, amount: '1', category: 'yacht' }, 422, 'Please select expense category!'],
      [expense, { bank_id: 'x', amount: '1', category: 'rent' }, 422, 'Please select bank!'],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    const tooMuch = await post(expense, { bank_id: a!.id, amount: '9000000', category: 'rent' }, 'bm');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(
      'Baki akaun bank terlalu rendah: ia tidak boleh kurang daripada sifar.',
    );
    const noKey = await staff.admin.request({
      method: 'POST',
      url: expense,
      payload: { bank_id: a!.id, amount: '1', category: 'rent' },
    });
    expect(noKey.statusCode).toBe(428);
    for (const query of [
      'from=2026-05-10&to=2026-05-01',
      'from=2026-01-01&to=2026-03-01',
      'from=2026-02-31',
    ]) {
      const res = await staff.admin.get(`/api/staff/bank-balances?${query}`);
      expect([400, 422], `${query}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().message).toBeTruthy();
    }
    expect((await staff.app.ctx.db.select().from(bankMovements)).length).toBe(before);
  });

  it('one Idempotency-Key records a movement once; the same key with another body is a conflict', async () => {
    const [a, b] = await bankList();
    const send = (amount: string) =>
      staff.admin.request({
        method: 'POST',
        url: '/api/staff/bank-movements/transfer',
        payload: { from_bank_id: a!.id, to_bank_id: b!.id, amount },
        headers: { 'idempotency-key': 'bank-move-once' },
      });
    const before = await balanceOf(a!.id);
    const first = await send('2.00');
    const again = await send('2.00');
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(sen(await balanceOf(a!.id))).toBe(sen(before) - 200);
    expect((await send('3.00')).statusCode).toBe(409);
  });
});
