import { formatMessage } from '@topup/contracts/messages.ts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type MoneyKit, memberDepositKit } from '../../test/money-test-kit.ts';
import { bonuses } from '../bonuses/bonuses.table.ts';
import { checkLedgerInvariant } from '../ledger/ledger.service.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { products } from '../products/products.table.ts';
import { updateSiteSettings } from '../settings/settings.service.ts';
import { transactions } from '../transactions/transactions.table.ts';

describe('member deposit calls against the kiosk simulator', () => {
  const kit = memberDepositKit();

  const depositCount = async () => (await kit.app.ctx.db.select({ n: count() }).from(transactions))[0]!.n;

  it('pre_deposit lists every product (accounts or null), bank groups with options and bonuses', async () => {
    const res = await kit.member('/api/pre_deposit');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data.payment_gateway).toBe('1');
    const names = body.data.member_accounts.map((a: { product_name: string }) => a.product_name);
    expect(names).toEqual(['Mega888', 'Pussy888', '918Kiss', 'Joker']);
    const pussy = body.data.member_accounts.find(
      (a: { product_name: string }) => a.product_name === 'Pussy888',
    );
    expect(pussy).toMatchObject({ id: null, username: null, password: null });
    const mega = body.data.member_accounts.find(
      (a: { product_name: string }) => a.product_name === 'Mega888',
    );
    expect(mega.username).toBe((await kit.accountOf(kit.demoMemberId, 'Mega888')).username);
    expect(mega.username).toMatch(/^demomega\d{4}$/);
    expect(Object.keys(body.data.banks)).toEqual(['online_banking', 'ewallet', 'duitnow']);
    expect(body.data.banks.online_banking).toMatchObject({
      name: 'Online Banking',
      image: expect.stringMatching(/bank-online\.svg$/),
    });
    expect(body.data.banks.online_banking.banks[0]).toEqual({
      label: 'Maybank - TOPUP ENTERPRISE',
      value: expect.any(Number),
      account: {
        bank_name: 'Maybank',
        holder: 'TOPUP ENTERPRISE',
        account_number: '514011223344',
        qr_image: null,
      },
    });
    expect(body.data.banks.duitnow.banks[0].account.qr_image).toMatch(/qr-duitnow\.svg$/);
    expect(body.data.bonuses.map((b: { label: string }) => b.label)).toEqual([
      '30% First Deposit Bonus',
      'Daily 10% Reload',
    ]);
  });

  it('check_balance answers the balance of the account (created at the provider on first use)', async () => {
    const res = await kit.member('/api/pre_deposit/check_balance', { member_account_id: kit.megaId });
    expect(res.json()).toEqual({ status: true, balance: '0.00', message: '' });
    const account = await kit.accountOf(kit.demoMemberId, 'Mega888');
    expect(account.synced).toBe(true);
    expect(await kit.providerBalance(kit.megaId)).toBe(0);
  });

  it("check_balance refuses other members' or unknown accounts, and products in maintenance", async () => {
    for (const id of [999999, 'abc', -1, 1.5]) {
      const res = await kit.member('/api/pre_deposit/check_balance', { member_account_id: id });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().status).toBe(false);
    }
    await kit.app.ctx.db.update(products).set({ maintenance: true }).where(eq(products.name, 'Mega888'));
    const res = await kit.member('/api/pre_deposit/check_balance', { member_account_id: kit.megaId });
    expect(res.json()).toEqual({
      status: false,
      message: 'Product in maintenance (please try again later).',
    });
    await kit.app.ctx.db.update(products).set({ maintenance: false }).where(eq(products.name, 'Mega888'));
  });

  it('check_balance maps a provider in maintenance to the spec message in the Locale language', async () => {
    kit.sim.store.kiosk('MEGA888').maintenance = true;
    const res = await kit.member(
      '/api/pre_deposit/check_balance',
      { member_account_id: kit.megaId },
      { locale: 'bm' },
    );
    expect(res.json().status).toBe(false);
    expect(res.json().message).toBe(formatMessage('PRODUCT_MAINTENANCE', 'bm'));
    kit.sim.store.kiosk('MEGA888').maintenance = false;
  });

  it('create_account makes the game account at the provider; a second one is refused', async () => {
    const pussy = await kit.productId('Pussy888');
    const res = await kit.member('/api/pre_deposit/create_account', { product_id: pussy });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, message: 'Create member account success.' });
    const created = await kit.accountOf(kit.demoMemberId, 'Pussy888');
    expect(created.synced).toBe(true);
    expect(await kit.providerBalance(created.id)).toBe(0);
    const again = await kit.member('/api/pre_deposit/create_account', { product_id: pussy });
    expect(again.json()).toEqual({ status: false, message: 'Product cannot be duplicated.' });
    const unknown = await kit.member('/api/pre_deposit/create_account', { product_id: 424242 });
    expect(unknown.json()).toEqual({ status: false, message: 'Product not found.' });
  });

  it('deposit creates one pending deposit and appends the bonus message template', async () => {
    const [bonus] = await kit.app.ctx.db.select().from(bonuses).where(eq(bonuses.type, 'first_deposit'));
    const res = await kit.member('/api/deposit', {
      member_account_id: kit.megaId,
      amount: '100.50',
      bank: String(kit.bankId),
      bonus: bonus!.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'Deposit submitted. Please wait for approval. 30% first deposit bonus applied (rollover x3).',
      redirect: '/',
    });
    const [t] = await kit.app.ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.memberAccountId, kit.megaId));
    expect(t).toMatchObject({
      type: 'deposit',
      status: 'pending',
      amountSen: 10050,
      bonusSen: 3015,
      rolloverSen: 3 * 13065,
    });
  });

  it('deposit enforces product bounds with the amount filled in, in every language', async () => {
    const low = await kit.member('/api/deposit', {
      member_account_id: kit.megaId,
      amount: 5,
      bank: kit.bankId,
    });
    expect(low.json()).toEqual({
      status: false,
      message: 'Deposit amount must be greater than or equal to 10.00.',
    });
    const high = await kit.member(
      '/api/deposit',
      { member_account_id: kit.megaId, amount: '50000.01', bank: kit.bankId },
      { locale: 'cn' },
    );
    expect(high.json().message).toContain('50000.00');
  });

  it("refuses a deposit while the game balance is above the product's ceiling", async () => {
    await kit.app.ctx.db
      .update(products)
      .set({ maxBalanceToDepositSen: 0 })
      .where(eq(products.name, 'Mega888'));
    const account = await kit.accountOf(kit.demoMemberId, 'Mega888');
    kit.sim.store.player(kit.sim.store.kiosk('MEGA888'), account.username).balanceSen = 500;
    const res = await kit.member('/api/deposit', {
      member_account_id: kit.megaId,
      amount: 20,
      bank: kit.bankId,
    });
    expect(res.json()).toEqual({
      status: false,
      message: 'Balance must be less than or equal to 0.00 to deposit.',
    });
    kit.sim.store.player(kit.sim.store.kiosk('MEGA888'), account.username).balanceSen = 0;
    const ok = await kit.member('/api/deposit', {
      member_account_id: kit.megaId,
      amount: 20,
      bank: kit.bankId,
    });
    expect(ok.json().status).toBe(true);
    await kit.app.ctx.db
      .update(products)
      .set({ maxBalanceToDepositSen: null })
      .where(eq(products.name, 'Mega888'));
  });

  it('the balance point (Website Settings) fails the balance check and refuses the deposit above it; a product ceiling comes first', async () => {
    const account = await kit.accountOf(kit.demoMemberId, 'Mega888');
    const player = kit.sim.store.player(kit.sim.store.kiosk('MEGA888'), account.username);
    const check = (locale = 'en') =>
      kit.member('/api/pre_deposit/check_balance', { member_account_id: kit.megaId }, { locale });
    const deposit = () =>
      kit.member('/api/deposit', { member_account_id: kit.megaId, amount: 20, bank: kit.bankId });
    await updateSiteSettings(kit.app.ctx.db, { balance_point_sen: 1000 });
    player.balanceSen = 1001;
    expect((await check()).json()).toEqual({
      status: false,
      balance: '10.01',
      message: 'Balance must be less than or equal to 10.00 to deposit.',
    });
    expect((await check('bm')).json().message).toBe(
      formatMessage('BALANCE_TOO_HIGH_TO_DEPOSIT', 'bm', { amount: '10.00' }),
    );
    const before = await depositCount();
    expect((await deposit()).json()).toEqual({
      status: false,
      message: 'Balance must be less than or equal to 10.00 to deposit.',
    });
    expect(await depositCount()).toBe(before);

    await kit.app.ctx.db
      .update(products)
      .set({ maxBalanceToDepositSen: 2000 })
      .where(eq(products.name, 'Mega888'));
    expect((await check()).json()).toEqual({ status: true, balance: '10.01', message: '' });
    await kit.app.ctx.db
      .update(products)
      .set({ maxBalanceToDepositSen: null })
      .where(eq(products.name, 'Mega888'));

    player.balanceSen = 1000;
    expect((await check()).json()).toEqual({ status: true, balance: '10.00', message: '' });
    expect((await deposit()).json().status).toBe(true);
    await updateSiteSettings(kit.app.ctx.db, { balance_point_sen: null });
    player.balanceSen = 0;
  });

  it('refuses bad input on deposit with a 4xx message and writes nothing', async () => {
    const before = await depositCount();
    const cases: [object, string][] = [
      [{ amount: '10.001' }, 'Please enter a valid amount (up to 2 decimals).'],
      [{ amount: -10 }, 'Please enter a valid amount (up to 2 decimals).'],
      [{ amount: 'ten' }, 'Please enter a valid amount (up to 2 decimals).'],
      [{ amount: '1e5' }, 'Please enter a valid amount (up to 2 decimals).'],
      [{ amount: 1e20 }, 'Please enter a valid amount (up to 2 decimals).'],
      [{ amount: '999999999999.99' }, 'Please enter a valid amount (up to 2 decimals).'],
      [{ amount: 0 }, 'Please enter a valid amount (up to 2 decimals).'],
      [{ bank: 999999 }, 'Bank not found.'],
      [{ bank: 'x' }, 'Bank not found.'],
      [{ bonus: 999999 }, 'Bonus cannot be used.'],
      [{ bonus: 'abc' }, 'Bonus cannot be used.'],
      [{ member_account_id: 999999 }, 'Member account not found.'],
      [{ bank: 99999999999 }, 'Bank not found.'],
      [{ bank: '1\u0000' }, 'Bank not found.'],
    ];
    for (const [patch, message] of cases) {
      const res = await kit.member('/api/deposit', {
        member_account_id: kit.megaId,
        amount: 20,
        bank: kit.bankId,
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json(), JSON.stringify(patch)).toEqual({ status: false, message });
    }
    for (const body of [
      { amount: 20, bank: kit.bankId },
      { member_account_id: 'x', amount: 20, bank: kit.bankId },
      { member_account_id: 99999999999, amount: 20, bank: kit.bankId },
      { member_account_id: '__proto__', amount: 20, bank: kit.bankId },
      { member_account_id: kit.megaId, bank: kit.bankId },
    ]) {
      const res = await kit.member('/api/deposit', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().status).toBe(false);
    }
    const noToken = await kit.app.inject({
      method: 'POST',
      url: '/api/deposit',
      payload: { member_account_id: kit.megaId, amount: 20, bank: kit.bankId },
    });
    expect(noToken.statusCode).toBe(422);
    expect(await depositCount()).toBe(before);
  });

  it("refuses another member's account as not found", async () => {
    const other = await kit.app.ctx.db
      .insert(memberAccounts)
      .values({
        memberId: await otherMember(kit),
        productId: await kit.productId('Joker'),
        username: 'otherjoker',
        password: 'x',
      })
      .returning();
    const res = await kit.member('/api/deposit', {
      member_account_id: other[0]!.id,
      amount: 20,
      bank: kit.bankId,
    });
    expect(res.json()).toEqual({ status: false, message: 'Member account not found.' });
    const balance = await kit.member('/api/pre_deposit/check_balance', { member_account_id: other[0]!.id });
    expect(balance.json()).toEqual({ status: false, message: 'Member account not found.' });
  });

  it('honours Idempotency-Key: a repeat returns the first reply, other params are refused', async () => {
    const before = await depositCount();
    const headers = { 'idempotency-key': 'dep-key-1' };
    const first = await kit.member(
      '/api/deposit',
      { member_account_id: kit.megaId, amount: 30, bank: kit.bankId },
      headers,
    );
    const second = await kit.member(
      '/api/deposit',
      { member_account_id: kit.megaId, amount: 30, bank: kit.bankId },
      headers,
    );
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await depositCount()).toBe(before + 1);
    const other = await kit.member(
      '/api/deposit',
      { member_account_id: kit.megaId, amount: 31, bank: kit.bankId },
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      status: false,
      message: 'This request key was already used for a different request.',
    });
    expect(await depositCount()).toBe(before + 1);
  });

  it('refuses deposits when the payment gateway flag is 0', async () => {
    await updateSiteSettings(kit.app.ctx.db, { payment_gateway: '0' });
    const res = await kit.member('/api/deposit', {
      member_account_id: kit.megaId,
      amount: 30,
      bank: kit.bankId,
    });
    expect(res.json()).toEqual({ status: false, message: 'Please contact customer service.' });
    await updateSiteSettings(kit.app.ctx.db, { payment_gateway: '1' });
  });

  it('keeps the ledger invariant', async () => {
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
  });
});

async function otherMember(kit: MoneyKit): Promise<number> {
  const { members } = await import('../members/members.table.ts');
  const [m] = await kit.app.ctx.db
    .insert(members)
    .values({ name: 'other', phone: '60199999999' })
    .returning();
  return m!.id;
}
