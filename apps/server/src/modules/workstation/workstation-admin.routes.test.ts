import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { type StaffHeaders, staffHeaders } from '../../test/staff-session.ts';
import { getMemberAccount } from '../member-accounts/account-with-product.read-model.ts';
import { ensureSynced } from '../member-accounts/member-accounts.service.ts';
import { providerForProduct } from '../products/products.service.ts';

describe('staff workstation: account ID lookup, player information, score log', () => {
  let kit: MoneyKit;
  let admin: StaffHeaders;
  beforeAll(async () => {
    kit = await startMoneyKit();
    admin = await staffHeaders(kit.app);
  });
  afterAll(async () => kit.close());

  const get = (url: string, headers: Record<string, string> = admin) =>
    kit.app.inject({ method: 'GET', url, headers });

  it("asks for an account ID when blank: 'Please enter an account ID.'", async () => {
    const res = await get('/api/staff/workstation/lookup?account_id=%20');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please enter an account ID.');
  });

  it("answers 'Player not found. Please try again.' for an unknown ID", async () => {
    const res = await get('/api/staff/workstation/lookup?account_id=nobody42');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Player not found. Please try again.');
    const bm = await get('/api/staff/workstation/lookup?account_id=nobody42', { ...admin, locale: 'bm' });
    expect(bm.json().message).toBe('Pemain tidak dijumpai. Sila cuba lagi.');
  });

  it('finds the player by game username or by phone (any way it is typed) with every game account', async () => {
    const byUsername = (await get('/api/staff/workstation/lookup?account_id=DEMOMEGA')).json().data;
    expect(byUsername.member).toMatchObject({ name: 'demo', phone: '60123456789' });
    expect(byUsername.accounts.map((a: { product_name: string }) => a.product_name).sort()).toEqual([
      '918Kiss',
      'Mega888',
    ]);
    const mega = byUsername.accounts.find((a: { username: string }) => a.username === 'demomega');
    expect(byUsername.matched_account_id).toBe(mega.id);
    const byPhone = (await get('/api/staff/workstation/lookup?account_id=012-345%206789')).json().data;
    expect(byPhone.member.id).toBe(byUsername.member.id);
    expect(byPhone.matched_account_id).toBeNull();
  });

  it('shows the balance and the score log from the provider once the account exists there', async () => {
    const account = await kit.accountOf(kit.demoMemberId, 'Mega888');
    const unsynced = (await get(`/api/staff/workstation/accounts/${account.id}/balance`)).json().data;
    expect(unsynced.balance_sen).toBeNull();
    expect((await get(`/api/staff/workstation/accounts/${account.id}/score-log`)).json().data).toEqual([]);

    const row = await getMemberAccount(kit.app.ctx.db, account.id);
    const synced = await ensureSynced(kit.app.ctx.db, row);
    const provider = await providerForProduct(kit.app.ctx.db, row.product);
    await provider.deposit({ reference: 'ws-test-1', username: synced.username, amountSen: 4200 });

    const balance = (await get(`/api/staff/workstation/accounts/${account.id}/balance`)).json().data;
    expect(balance.balance_sen).toBe(4200);
    const log = (await get(`/api/staff/workstation/accounts/${account.id}/score-log?limit=10`)).json().data;
    expect(log[0]).toMatchObject({
      reference: 'ws-test-1',
      kind: 'deposit',
      amountSen: 4200,
      balanceAfterSen: 4200,
    });
    const missing = await get('/api/staff/workstation/accounts/99999/score-log');
    expect(missing.json().message).toBe('Member account not found.');
  });

  it('perform action: an adjustment and a lock on the looked-up account show in its balance, score log and information at once', async () => {
    const account = await kit.accountOf(kit.demoMemberId, 'Mega888');
    const before = (await get(`/api/staff/workstation/accounts/${account.id}/balance`)).json().data
      .balance_sen;
    const post = (url: string, payload: object = {}) =>
      kit.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...admin, 'idempotency-key': randomUUID() },
      });
    const adjusted = await post('/api/staff/adjustments', {
      member_account_id: account.id,
      amount: '12.50',
      direction: 'add',
      remark: 'Workstation',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json().message).toBe('Done.');
    const balance = (await get(`/api/staff/workstation/accounts/${account.id}/balance`)).json().data;
    expect(balance.balance_sen).toBe(before + 1250);
    const log = (await get(`/api/staff/workstation/accounts/${account.id}/score-log?limit=5`)).json().data;
    expect(log[0]).toMatchObject({ amountSen: 1250, balanceAfterSen: before + 1250 });

    const locked = await post(`/api/staff/member-accounts/${account.id}/lock`);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().message).toBe('Lock member account success.');
    const lookup = (await get('/api/staff/workstation/lookup?account_id=60123456789')).json().data;
    expect(lookup.accounts.find((a: { id: number }) => a.id === account.id)).toMatchObject({ locked: true });
    expect((await post(`/api/staff/member-accounts/${account.id}/unlock`)).statusCode).toBe(200);
  });

  it('needs workstation.view (customer service has it; without a session it is refused)', async () => {
    const cs = await staffHeaders(kit.app, 'cs1');
    expect((await get('/api/staff/workstation/lookup?account_id=60123456789', cs)).statusCode).toBe(200);
    expect((await get('/api/staff/workstation/lookup?account_id=60123456789', {})).statusCode).toBe(401);
  });
});
