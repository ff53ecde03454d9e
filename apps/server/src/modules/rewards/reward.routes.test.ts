import { formatMessage } from '@topup/contracts/messages.ts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { checkLedgerInvariant } from '../ledger/ledger.service.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { DEMO_WALLET_SEN } from '../wallets/wallets.demo.ts';

describe('member reward calls: pre_reward and reward', () => {
  let kit: MoneyKit;
  let megaId: number;
  let walletId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    walletId = await kit.walletIdOf(kit.demoMemberId);
  });
  afterAll(async () => kit.close());

  const rewardCount = async () =>
    (
      await kit.app.ctx.db.select({ n: count() }).from(transactions).where(eq(transactions.type, 'reward'))
    )[0]!.n;

  it('pre_reward lists the game accounts and wallets as label/value', async () => {
    const res = await kit.member('/api/pre_reward');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.member_accounts.map((a: { value: number }) => a.value)).toContain(megaId);
    expect(body.member_wallets).toEqual([{ label: 'Reward Wallet (RM 25.00)', value: walletId }]);
  });

  it('refuses bad input and unknown or foreign ids with a 4xx message, moving nothing', async () => {
    const before = await rewardCount();
    const cases: [object, number, string | null][] = [
      [{ member_account_id: 999999, member_wallet_id: walletId }, 404, 'Member account not found.'],
      [{ member_account_id: megaId, member_wallet_id: 999999 }, 404, 'Member wallet not found.'],
      [{ member_account_id: 'abc', member_wallet_id: walletId }, 422, null],
      [{ member_account_id: -3, member_wallet_id: walletId }, 422, null],
      [{ member_account_id: megaId }, 422, null],
      [{ member_account_id: megaId, member_wallet_id: 1e30 }, 422, null],
    ];
    for (const [body, status, message] of cases) {
      const res = await kit.member('/api/reward', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().status).toBe(false);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await rewardCount()).toBe(before);
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(DEMO_WALLET_SEN);
  });

  it('moves the whole wallet balance into the game account through the provider', async () => {
    const res = await kit.member('/api/reward', { member_account_id: megaId, member_wallet_id: walletId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Reward of RM 25.00 redeemed.' });
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(0);
    expect(await kit.providerBalance(megaId)).toBe(DEMO_WALLET_SEN);
    expect(await kit.ledgerBalance('member_account', megaId)).toBe(DEMO_WALLET_SEN);
    const [t] = await kit.app.ctx.db.select().from(transactions).where(eq(transactions.type, 'reward'));
    expect(t).toMatchObject({
      status: 'success',
      amountSen: DEMO_WALLET_SEN,
      beforeScoreSen: 0,
      afterScoreSen: DEMO_WALLET_SEN,
    });
  });

  it("refuses when the wallet balance is 1 or less ('Wallet balance is less than or equal to 1.')", async () => {
    const res = await kit.member('/api/reward', { member_account_id: megaId, member_wallet_id: walletId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: false, message: 'Wallet balance is less than or equal to 1.' });
  });

  it('refunds the wallet when the provider refuses, and answers in the Locale language', async () => {
    await kit.admin.post('/api/staff/rewards', { member_id: kit.demoMemberId, amount: '1.01' });
    kit.sim.store.kiosk('MEGA888').maintenance = true;
    const res = await kit.member(
      '/api/reward',
      { member_account_id: megaId, member_wallet_id: walletId },
      { locale: 'cn' },
    );
    kit.sim.store.kiosk('MEGA888').maintenance = false;
    expect(res.json().status).toBe(false);
    expect(res.json().message).toBe(formatMessage('PRODUCT_MAINTENANCE', 'cn'));
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(101);
    const [failed] = await kit.app.ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.status, 'failed'));
    expect(failed).toMatchObject({ type: 'reward', failureCode: 'maintenance' });
  });

  it('honours Idempotency-Key on reward', async () => {
    const headers = { 'idempotency-key': 'reward-1' };
    const first = await kit.member(
      '/api/reward',
      { member_account_id: megaId, member_wallet_id: walletId },
      headers,
    );
    expect(first.json()).toEqual({ status: true, message: 'Reward of RM 1.01 redeemed.' });
    const repeat = await kit.member(
      '/api/reward',
      { member_account_id: megaId, member_wallet_id: walletId },
      headers,
    );
    expect(repeat.json()).toEqual(first.json());
    expect(await kit.providerBalance(megaId)).toBe(DEMO_WALLET_SEN + 101);
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
  });
});
