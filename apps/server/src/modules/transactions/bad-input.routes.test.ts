import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { banks } from '../banks/banks.table.ts';
import { ledgerEntries } from '../ledger/ledger.table.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { members } from '../members/members.table.ts';
import { memberWallets } from '../wallets/wallets.table.ts';
import { providerCalls } from './provider-calls.table.ts';
import { transactions } from './transactions.table.ts';

const WRONG_IDS = ['abc', -1, 0, 1.5, 1e12, null, true, [], {}, '1; drop table members'];
const WRONG_AMOUNTS = [
  'abc',
  -1,
  '-0.01',
  0,
  '0.001',
  '10.123',
  1e21,
  '1e3',
  'NaN',
  'Infinity',
  '',
  null,
  true,
  [],
  {},
  '99999999999999',
];

/**
 * Bad input on every member money call and staff action route answers 4xx with a message and
 * writes nothing: no transaction, no ledger entry, no provider call.
 */
describe('bad input on member calls and staff money routes', () => {
  let kit: MoneyKit;
  let megaId: number;
  let walletId: number;
  let bankId: number;
  let foreignAccountId: number;
  let foreignWalletId: number;
  let txId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    const db = kit.app.ctx.db;
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    walletId = (await db.select().from(memberWallets))[0]!.id;
    bankId = (await db.select().from(banks))[0]!.id;
    const [other] = await db.insert(members).values({ name: 'other', phone: '60177777777' }).returning();
    const [account] = await db
      .insert(memberAccounts)
      .values({
        memberId: other!.id,
        productId: (await kit.accountOf(kit.demoMemberId, 'Mega888')).productId,
        username: 'otheruser',
        password: 'x',
      })
      .returning();
    foreignAccountId = account!.id;
    const [wallet] = await db
      .insert(memberWallets)
      .values({ memberId: other!.id, name: 'Reward Wallet' })
      .returning();
    foreignWalletId = wallet!.id;
    const created = await kit.admin.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount: 20,
      bank_id: bankId,
    });
    txId = created.json().data.id;
  });
  afterAll(async () => kit.close());

  const snapshot = async () => {
    const db = kit.app.ctx.db;
    return [
      (await db.select({ n: count() }).from(transactions))[0]!.n,
      (await db.select({ n: count() }).from(ledgerEntries))[0]!.n,
      (await db.select({ n: count() }).from(providerCalls))[0]!.n,
    ];
  };
  const expect4xx = (res: { statusCode: number; json: () => { message?: string } }, label: string) => {
    expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, label).toBeLessThan(500);
    expect(typeof res.json().message, label).toBe('string');
    expect(res.json().message!.length, label).toBeGreaterThan(0);
  };

  it('member calls', async () => {
    const before = await snapshot();
    const member = async (url: string, body: object) => {
      const res = await kit.member(url, body);
      expect4xx(res, `${url} ${JSON.stringify(body)}`);
      expect(res.json()).toMatchObject({ status: false });
    };
    for (const id of [...WRONG_IDS, 999999, foreignAccountId]) {
      await member('/api/pre_deposit/check_balance', { member_account_id: id });
      await member('/api/deposit', { member_account_id: id, amount: 20, bank: bankId });
      await member('/api/reward', { member_account_id: id, member_wallet_id: walletId });
      await member('/api/pre_deposit/create_account', { product_id: id === foreignAccountId ? 999999 : id });
    }
    for (const id of [...WRONG_IDS, 999999, foreignWalletId])
      await member('/api/reward', { member_account_id: megaId, member_wallet_id: id });
    for (const amount of WRONG_AMOUNTS)
      await member('/api/deposit', { member_account_id: megaId, amount, bank: bankId });
    for (const bank of [null, '', 'abc', -1, 999999, 1.5, {}])
      await member('/api/deposit', { member_account_id: megaId, amount: 20, bank });
    for (const url of [
      '/api/pre_deposit',
      '/api/pre_reward',
      '/api/fortune_spin',
      '/api/deposit',
      '/api/reward',
    ]) {
      for (const token of [undefined, '', 123, 'x'.repeat(500), 'unknown-token']) {
        const res = await kit.app.inject({
          method: 'POST',
          url,
          payload: { token, member_account_id: megaId, member_wallet_id: walletId, amount: 20, bank: bankId },
        });
        expect4xx(res, `${url} token ${String(token)}`);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('staff action routes', async () => {
    const before = await snapshot();
    const post = async (url: string, body: object) =>
      expect4xx(await kit.admin.post(url, body), `${url} ${JSON.stringify(body)}`);
    for (const id of [...WRONG_IDS.filter((v) => typeof v === 'string' || typeof v === 'number'), 999999]) {
      for (const action of ['claim', 'approve', 'reject', 'fraud', 'void', 'complete'])
        await post(`/api/staff/transactions/${encodeURIComponent(String(id))}/${action}`, { remark: 'x' });
    }
    for (const remark of [123, true, [], 'x'.repeat(600)])
      await post(`/api/staff/transactions/${txId}/reject`, { remark });
    await post(`/api/staff/transactions/${txId}/reject`, { remark: '   ' });
    for (const verify of ['1.234', -5, 'abc'])
      await post(`/api/staff/transactions/${txId}/complete`, { verify_amount: verify });
    await post(`/api/staff/transactions/${txId}/complete`, {});
    await post(`/api/staff/transactions/${txId}/void`, {});
    for (const amount of WRONG_AMOUNTS) {
      await post('/api/staff/deposits', { member_account_id: megaId, amount, bank_id: bankId });
      await post('/api/staff/withdrawals', { member_account_id: megaId, amount });
      await post('/api/staff/adjustments', {
        member_account_id: megaId,
        amount,
        direction: 'add',
        remark: 'test adjustment',
      });
      await post('/api/staff/rewards', { member_id: kit.demoMemberId, amount });
    }
    for (const id of [...WRONG_IDS, 999999]) {
      await post('/api/staff/deposits', { member_account_id: id, amount: 20, bank_id: bankId });
      await post('/api/staff/deposits', { member_account_id: megaId, amount: 20, bank_id: id });
      await post('/api/staff/withdrawals', { member_account_id: id, amount: 20 });
      await post('/api/staff/adjustments', {
        member_account_id: id,
        amount: 20,
        direction: 'add',
        remark: 'test adjustment',
      });
      await post('/api/staff/rewards', { member_id: id, amount: 20 });
    }
    for (const direction of ['up', '', null, 1])
      await post('/api/staff/adjustments', {
        member_account_id: megaId,
        amount: 20,
        direction,
        remark: 'test adjustment',
      });
    expect(await snapshot()).toEqual(before);
  });
});
