import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { operatorWithRole } from '../roles/role-operator.fixture.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { banks } from './banks.table.ts';

type Tile = { name: string; type: string; image: string; banks: { label: string; value: number }[] };

describe('Deposit Methods: the member deposit screen follows what staff set', () => {
  let kit: MoneyKit;
  let admin: StaffClient;
  beforeAll(async () => {
    kit = await startMoneyKit();
    admin = kit.admin;
  });
  afterAll(async () => kit.close());

  const url = '/api/staff/deposit-methods';
  const del = (id: number) => admin.request({ method: 'DELETE', url: `${url}/${id}` });
  const tiles = async (locale = 'en') => {
    const res = await kit.member('/api/pre_deposit', {}, { locale });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.banks as Record<string, Tile>;
  };
  const newBank = async (bank_name: string) => {
    const res = await admin.post('/api/staff/banks', {
      bank_name,
      holder: 'TOPUP ENTERPRISE',
      account_number: `${Date.now()}`.slice(-10),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const method = (name: string, bank_ids: number[], extra: object = {}) => ({
    name: { en: name, bm: `${name} BM`, cn: `${name} 中文` },
    type: { en: 'Bank Transfer', bm: 'Pindahan Bank', cn: '银行转账' },
    image: '/media/g/abc123.png',
    bank_ids,
    ...extra,
  });
  const create = async (body: object) => {
    const res = await admin.post(url, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; code: string; bank_ids: number[]; offered: boolean };
  };

  it('creates a method with its banks; members see it last, labelled in their language', async () => {
    const bankId = await newBank('GX Bank');
    const created = await create(method('Instant Transfer', [bankId]));
    expect(created).toMatchObject({ bank_ids: [bankId], offered: true });
    expect(created.code).toMatch(/^method_[0-9a-f]{10}$/);

    const en = await tiles('en');
    expect(Object.keys(en)).toEqual(['online_banking', 'ewallet', 'duitnow', created.code]);
    expect(en[created.code]).toEqual({
      name: 'Instant Transfer',
      type: 'Bank Transfer',
      image: '/media/g/abc123.png',
      banks: [
        {
          label: 'GX Bank - TOPUP ENTERPRISE',
          value: bankId,
          account: expect.objectContaining({ bank_name: 'GX Bank', holder: 'TOPUP ENTERPRISE' }),
        },
      ],
    });
    expect((await tiles('bm'))[created.code]).toMatchObject({
      name: 'Instant Transfer BM',
      type: 'Pindahan Bank',
    });
    expect((await tiles('cn'))[created.code]).toMatchObject({ name: 'Instant Transfer 中文' });
    expect((await tiles('cn')).online_banking!.name).toBe('网上银行');

    const [logged] = await kit.app.ctx.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.action, 'deposit_method.create'), eq(activityLog.targetId, String(created.id))),
      );
    expect(logged).toBeDefined();
  });

  it('edit, reorder and hide show on the next pre_deposit; a method without a shown bank is left out', async () => {
    const bankId = await newBank('Alliance');
    const made = await create(method('Reorder me', [bankId]));
    const edited = await admin.put(`${url}/${made.id}`, {
      ...method('Renamed', [bankId]),
      name: { en: 'Renamed', bm: '', cn: '' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // An empty translation falls back to the English.
    expect((await tiles('bm'))[made.code]!.name).toBe('Renamed');

    const list = (await admin.get(url)).json().data as { id: number; code: string }[];
    const moved = [made.id, ...list.map((m) => m.id).filter((id) => id !== made.id)];
    const reordered = await admin.put(`${url}/order`, { ids: moved });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(Object.keys(await tiles())[0]).toBe(made.code);

    const hidden = await admin.put(`${url}/${made.id}/display`, { display: false });
    expect(hidden.json().data).toMatchObject({ display: false, offered: false });
    expect(Object.keys(await tiles())).not.toContain(made.code);
    await admin.put(`${url}/${made.id}/display`, { display: true });
    expect(Object.keys(await tiles())[0]).toBe(made.code);

    const empty = await create(method('No banks yet', []));
    expect(empty.offered).toBe(false);
    expect(Object.keys(await tiles())).not.toContain(empty.code);

    const actions = (
      await kit.app.ctx.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(like(activityLog.action, 'deposit_method.%'))
    ).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['deposit_method.update', 'deposit_method.reorder', 'deposit_method.display']),
    );
  });

  it('assigns and releases banks; a bank held by another method is refused with both names', async () => {
    const first = await newBank('Hong Leong');
    const second = await newBank('AmBank');
    const holder = await create(method('Holder', [first]));
    const other = await create(method('Other', []));

    const taken = await admin.put(`${url}/${other.id}`, method('Other', [first, second]));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'The bank account Hong Leong already belongs to the deposit method Holder. A bank account is the payment option of one deposit method only: remove it there first.',
    );
    // Nothing moved: the refusal rolled the whole edit back.
    const [secondRow] = await kit.app.ctx.db.select().from(banks).where(eq(banks.id, second));
    expect(secondRow!.groupId).toBeNull();

    expect((await admin.put(`${url}/${holder.id}`, method('Holder', [second]))).statusCode).toBe(200);
    const rows = await kit.app.ctx.db.select().from(banks).where(eq(banks.groupId, holder.id));
    expect(rows.map((b) => b.id)).toEqual([second]);
    expect((await admin.put(`${url}/${other.id}`, method('Other', [first]))).statusCode).toBe(200);

    const options = (await admin.get(`${url}/bank-options`)).json().data as {
      id: number;
      method_id: number | null;
    }[];
    expect(options.find((o) => o.id === first)!.method_id).toBe(other.id);

    const unknown = await admin.put(`${url}/${other.id}`, method('Other', [999999]));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Bank not found.');
  });

  it('refuses bad input with a catalogue message, never a 500', async () => {
    const invalid = 'Invalid request. Please try again.';
    const cases: [object, string][] = [
      [method('Bad image', [], { image: 'javascript:alert(1)' }), invalid],
      [{ ...method('No English', []), name: { en: '', bm: 'x', cn: 'y' } }, invalid],
      [method('Bad bank id', ['abc' as unknown as number]), 'Bank not found.'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post(url, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect((await admin.get(`${url}/999999`)).json().message).toBe('Deposit method not found.');
    const bm = await admin.request({ method: 'GET', url: `${url}/999999`, headers: { locale: 'bm' } });
    expect(bm.json().message).toBe('Kaedah deposit tidak dijumpai.');

    const ids = ((await admin.get(url)).json().data as { id: number }[]).map((m) => m.id);
    const stale = await admin.put(`${url}/order`, { ids: ids.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The deposit methods changed meanwhile. Reload the list and try again.',
    );

    const cs = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    expect((await cs.post(url, method('Not allowed', []))).statusCode).toBe(403);
  });

  it('deletes only a method with no bank and no role naming it; hiding is the way out otherwise', async () => {
    const withBank = await create(method('Has a bank', [await newBank('Bank Islam')]));
    const inUse = await del(withBank.id);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(
      "This deposit method still has bank accounts or is named in a role's payment gateway. Hide it instead.",
    );

    const named = await create(method('Named by a role', []));
    await operatorWithRole(kit.app, admin, ['deposits.view'], {
      payment_gateway: '1',
      bank_group_ids: [named.id],
    });
    expect((await del(named.id)).statusCode).toBe(409);

    const spare = await create(method('Spare', []));
    expect((await del(spare.id)).statusCode).toBe(200);
    expect((await admin.get(`${url}/${spare.id}`)).statusCode).toBe(404);
  });

  it("a role scoped to a new method sees only that method's deposits", async () => {
    const bankId = await newBank('Scoped Bank');
    const scoped = await create(method('Scoped', [bankId]));
    const desk = (
      await operatorWithRole(kit.app, admin, ['deposits.view', 'transactions.view'], {
        payment_gateway: '1',
        bank_group_ids: [scoped.id],
      })
    ).client;
    const megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    const deposit = await kit.member('/api/deposit', {
      member_account_id: megaId,
      amount: '50.00',
      bank: String((await tiles())[scoped.code]!.banks[0]!.value),
    });
    expect(deposit.json(), deposit.body).toMatchObject({ status: true });
    const [mine] = await kit.app.ctx.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.depositBankId, bankId), eq(transactions.status, 'pending')));
    const onlineBank = (await tiles()).online_banking!.banks[0]!.value;
    const [outside] = await kit.app.ctx.db
      .insert(transactions)
      .values({
        memberId: kit.demoMemberId,
        type: 'deposit',
        amountSen: 900,
        status: 'pending',
        depositBankId: onlineBank,
      })
      .returning();

    const queue = (
      (await desk.get('/api/staff/money/pending-deposits?per_page=100')).json().data as { id: number }[]
    ).map((r) => r.id);
    expect(queue).toContain(mine!.id);
    expect(queue).not.toContain(outside!.id);
    expect((await desk.get(`/api/staff/transactions/${outside!.id}`)).statusCode).toBe(403);
  });
});
