import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { banks } from '../banks/banks.table.ts';
import { checkLedgerInvariant } from '../ledger/ledger.service.ts';
import { rolloverStates } from '../rollover/rollover.table.ts';
import { memberWallets } from '../wallets/wallets.table.ts';
import { transactions } from './transactions.table.ts';

// Every staff POST that creates or moves money, replayed in parallel with one Idempotency-Key
// (run with TEST_DATABASE_URL for real parallelism on PostgreSQL): money moves once, every
// reply is the first one (or 'still being processed' while it runs), a replay afterwards
// answers the first reply.
const PARALLEL = 12;

describe('idempotent staff money writes', () => {
  let kit: MoneyKit;
  let megaId: number;
  let kissId: number;
  let jokerId: number;
  let pussyId: number;
  let bankId: number;
  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 5000 });
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    kissId = (await kit.accountOf(kit.demoMemberId, '918Kiss')).id;
    for (const product of ['Joker', 'Pussy888']) {
      const res = await kit.member('/api/pre_deposit/create_account', {
        product_id: await kit.productId(product),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    jokerId = (await kit.accountOf(kit.demoMemberId, 'Joker')).id;
    pussyId = (await kit.accountOf(kit.demoMemberId, 'Pussy888')).id;
    // The demo accounts are created at the provider on first use.
    for (const id of [megaId, kissId])
      await kit.member('/api/pre_deposit/check_balance', { member_account_id: id });
    bankId = (await kit.app.ctx.db.select().from(banks)).find((b) => b.bankName === 'Maybank')!.id;
    await kit.app.ctx.db.update(rolloverStates).set({ targetSen: 0 });
  });
  afterAll(async () => kit.close());

  const transactionCount = async () => (await kit.app.ctx.db.select().from(transactions)).length;
  const send = (url: string, payload: object, key?: string) =>
    kit.admin.request({
      method: 'POST',
      url,
      payload,
      headers: key === undefined ? {} : { 'idempotency-key': key },
    });

  /** Replays one request PARALLEL times at once with one key and checks the replies. */
  async function replay(url: string, payload: object) {
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: PARALLEL }, () => send(url, payload, key)));
    const done = replies.filter((r) => r.statusCode !== 409);
    expect(done.length, replies.map((r) => r.body).join('\n')).toBeGreaterThan(0);
    // Stored replies come back from jsonb: the same JSON, keys possibly in another order.
    for (const r of done) expect(r.json()).toEqual(done[0]!.json());
    for (const r of replies.filter((r) => r.statusCode === 409))
      expect(r.json().message).toBe('This request is still being processed. Please wait.');
    const again = await send(url, payload, key);
    expect(again.statusCode).toBe(done[0]!.statusCode);
    expect(again.json()).toEqual(done[0]!.json());
    return done[0]!;
  }

  /** Empties a game account through an adjustment, so a test starts from a known balance. */
  const empty = async (accountId: number) => {
    const balance = await kit.providerBalance(accountId);
    if (balance === 0) return;
    const res = await kit.admin.post('/api/staff/adjustments', {
      member_account_id: accountId,
      amount: (balance / 100).toFixed(2),
      direction: 'deduct',
      remark: 'test adjustment',
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('a staff deposit (Transaction Insert) is created once', async () => {
    const before = await transactionCount();
    const first = await replay('/api/staff/deposits', {
      member_account_id: megaId,
      amount: 21,
      bank_id: bankId,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await transactionCount()).toBe(before + 1);
  });

  it('Quick Topup credits the game account once', async () => {
    const balance = await kit.providerBalance(kissId);
    const before = await transactionCount();
    const first = await replay('/api/staff/money/quick-topup', {
      member_account_id: kissId,
      amount: 12,
      bank_id: bankId,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await kit.providerBalance(kissId)).toBe(balance + 1200);
    expect(await transactionCount()).toBe(before + 1);
  });

  it('an adjustment moves the credit once', async () => {
    const balance = await kit.providerBalance(kissId);
    const first = await replay('/api/staff/adjustments', {
      member_account_id: kissId,
      amount: '3.00',
      direction: 'add',
      remark: 'test adjustment',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await kit.providerBalance(kissId)).toBe(balance + 300);
  });

  it('a staff withdrawal of the whole balance is created once', async () => {
    const topUp = await kit.admin.post('/api/staff/adjustments', {
      member_account_id: kissId,
      amount: 60,
      direction: 'add',
      remark: 'test adjustment',
    });
    expect(topUp.statusCode, topUp.body).toBe(200);
    const balance = await kit.providerBalance(kissId);
    const before = await transactionCount();
    const first = await replay('/api/staff/withdrawals', {
      member_account_id: kissId,
      amount: (balance / 100).toFixed(2),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await transactionCount()).toBe(before + 1);
  });

  it('a multi deposit deposits each row once', async () => {
    const balance = await kit.providerBalance(jokerId);
    const before = await transactionCount();
    const first = await replay('/api/staff/money/multi-deposit', {
      bank_id: bankId,
      total_amount: 25,
      total_verify_amount: 25,
      rows: [{ member_account_id: jokerId, amount: 25, verify_amount: 25 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await kit.providerBalance(jokerId)).toBe(balance + 2500);
    expect(await transactionCount()).toBe(before + 1);
  });

  it('a transfer moves the balance once', async () => {
    await empty(megaId);
    await empty(pussyId);
    const topup = await kit.admin.post('/api/staff/money/quick-topup', {
      member_account_id: megaId,
      amount: 40,
      bank_id: bankId,
    });
    expect(topup.statusCode, topup.body).toBe(200);
    const before = await transactionCount();
    const first = await replay('/api/staff/money/transfer', {
      from_member_account_id: megaId,
      to_member_account_id: pussyId,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await kit.providerBalance(megaId)).toBe(0);
    expect(await kit.providerBalance(pussyId)).toBe(4000);
    expect(await transactionCount()).toBe(before + 1);
  });

  it('a reward wallet credit is made once', async () => {
    const wallet = async () => (await kit.app.ctx.db.select().from(memberWallets))[0]!;
    const walletSen = await kit.ledgerBalance('member_wallet', (await wallet()).id);
    const first = await replay('/api/staff/rewards', { member_id: kit.demoMemberId, amount: '2.00' });
    expect(first.statusCode, first.body).toBe(200);
    expect(await kit.ledgerBalance('member_wallet', (await wallet()).id)).toBe(walletSen + 200);
  });

  it('a refusal is stored too: its replay answers the same refusal and moves nothing', async () => {
    const before = await transactionCount();
    const first = await replay('/api/staff/deposits', {
      member_account_id: megaId,
      amount: 5,
      bank_id: bankId,
    });
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe('Deposit amount must be greater than or equal to 10.00.');
    expect(await transactionCount()).toBe(before);
  });

  it('needs a key, and the same key with another body is a conflict', async () => {
    const body = { member_account_id: megaId, amount: 11, bank_id: bankId };
    const before = await transactionCount();
    const missing = await send('/api/staff/deposits', body);
    expect(missing.statusCode).toBe(428);
    expect(missing.json().message).toBe(
      'This request needs an Idempotency-Key header. Please reload the page and try again.',
    );
    const key = randomUUID();
    expect((await send('/api/staff/deposits', body, key)).statusCode).toBe(200);
    const other = await send('/api/staff/deposits', { ...body, amount: 12 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(
      'This request key was already used for a different request. Please submit the form again.',
    );
    expect(await transactionCount()).toBe(before + 1);
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
  });
});
