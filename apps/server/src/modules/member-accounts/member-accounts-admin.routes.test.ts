import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { operatorInRole } from '../../test/operator-in-role.ts';
import { loginAs } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';
import { banks } from '../banks/banks.table.ts';
import { providerKiosks } from '../products/products.table.ts';
import { memberAccounts } from './member-accounts.table.ts';

describe('player list and member account actions', () => {
  let kit: MoneyKit;
  let megaId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
  });
  afterAll(async () => kit.close());

  it('lists accounts with member, product and the provider balance', async () => {
    await kit.admin.post(`/api/staff/member-accounts/${megaId}/sync`);
    const res = await kit.admin.get('/api/staff/member-accounts?q=demo&with_balance=1&sort=product_name');
    expect(res.statusCode, res.body).toBe(200);
    const mega = res.json().data.find((a: { id: number }) => a.id === megaId);
    expect(mega).toMatchObject({
      product_name: 'Mega888',
      member_name: 'demo',
      synced: true,
      balance: '0.00',
    });
    const players = await kit.admin.get('/api/staff/players?q=demo');
    expect(players.json().data[0].accounts.length).toBe(2);
    const player = await kit.admin.get(`/api/staff/players/${kit.demoMemberId}`);
    expect(player.json().data.accounts.length).toBe(2);
    expect((await kit.admin.get('/api/staff/players/999999')).json().message).toBe(
      'Player not found. Please try again.',
    );
  });

  it('exports the players of the current search, phone masked without members.pii, to the activity log', async () => {
    const csv = await kit.admin.get('/api/staff/players?format=csv&q=demo');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="players-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Name,Phone,Game IDs,Status,Fraud,Deposits,Last Deposit,Registered');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('60123456789');
    expect(lines[1]).toContain('Mega888: ');

    const viewer = (await operatorInRole(kit.app, ['member_accounts.view'])).client;
    const masked = await viewer.get('/api/staff/players?format=csv&q=demo');
    expect(masked.statusCode, masked.body).toBe(200);
    expect(masked.body).not.toContain('60123456789');
    expect(masked.body).toContain('6012*****89');

    const log = (await kit.admin.get('/api/staff/activity-log?action=list.export&q=players')).json().data;
    expect(log[0]).toMatchObject({
      target_id: 'players',
      after: { list: 'players', format: 'csv', filters: { q: 'demo' }, rows: 1 },
    });
  });

  it('create: success message, then "Product cannot be duplicated."', async () => {
    const body = { member_id: kit.demoMemberId, product_id: await kit.productId('Joker') };
    const res = await kit.admin.post('/api/staff/member-accounts', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Create member account success.');
    const again = await kit.admin.post('/api/staff/member-accounts', body);
    expect(again.json().message).toBe('Product cannot be duplicated.');
  });

  it('sync, freeze, unfreeze, password and status answer with their success messages', async () => {
    expect((await kit.admin.post(`/api/staff/member-accounts/${megaId}/sync`)).json().message).toBe(
      'Sync member account success.',
    );
    expect((await kit.admin.post(`/api/staff/member-accounts/${megaId}/freeze`)).json().message).toBe(
      'Freeze member account success.',
    );
    const account = await kit.accountOf(kit.demoMemberId, 'Mega888');
    expect(account.frozen).toBe(true);
    expect(kit.sim.store.player(kit.sim.store.kiosk('MEGA888'), account.username).frozen).toBe(true);
    expect((await kit.admin.post(`/api/staff/member-accounts/${megaId}/unfreeze`)).json().message).toBe(
      'Unfreeze member account success.',
    );
    const pw = await kit.admin.post(`/api/staff/member-accounts/${megaId}/password`, {
      password: 'NewPass1',
    });
    expect(pw.json().message).toBe('Change member account password success.');
    expect((await kit.accountOf(kit.demoMemberId, 'Mega888')).password).toBe('NewPass1');
    const off = await kit.admin.post(`/api/staff/member-accounts/${megaId}/status`, { enabled: false });
    expect(off.json().message).toBe('Update member account status success.');
    expect((await kit.accountOf(kit.demoMemberId, 'Mega888')).enabled).toBe(false);
    await kit.admin.post(`/api/staff/member-accounts/${megaId}/status`, { enabled: true });
  });

  it('provider failures give the action failed message', async () => {
    await kit.app.ctx.db.update(providerKiosks).set({
      baseUrl: 'http://127.0.0.1:9',
    });
    expect((await kit.admin.post(`/api/staff/member-accounts/${megaId}/freeze`)).json().message).toBe(
      'Freeze member account failed.',
    );
    expect((await kit.admin.post(`/api/staff/member-accounts/${megaId}/sync`)).json().message).toBe(
      'Sync member account failed.',
    );
    expect(
      (await kit.admin.post(`/api/staff/member-accounts/${megaId}/password`, { password: 'Other123' })).json()
        .message,
    ).toBe('Change member account password failed.');
    await kit.app.ctx.db.update(providerKiosks).set({
      baseUrl: kit.sim.url,
    });
  });

  it('delete refuses a balance, removes an unused account, and needs the permission', async () => {
    const joker = await kit.accountOf(kit.demoMemberId, 'Joker');
    await kit.admin.post('/api/staff/adjustments', {
      member_account_id: joker.id,
      amount: 5,
      direction: 'add',
      remark: 'test adjustment',
    });
    const refused = await kit.admin.request({
      method: 'DELETE',
      url: `/api/staff/member-accounts/${joker.id}`,
    });
    expect(refused.json().message).toBe('Member account balance is not 0.');
    const cs = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    const forbidden = await cs.request({ method: 'DELETE', url: `/api/staff/member-accounts/${megaId}` });
    expect(forbidden.statusCode).toBe(403);
    const created = await kit.admin.post('/api/staff/member-accounts', {
      member_id: kit.demoMemberId,
      product_id: await kit.productId('Pussy888'),
    });
    const id = created.json().data.id as number;
    const res = await kit.admin.request({ method: 'DELETE', url: `/api/staff/member-accounts/${id}` });
    expect(res.json()).toMatchObject({
      message: 'Delete member account success.',
      data: { outcome: 'deleted' },
    });
  });

  it('delete keeps an account money has gone through (a deposit points at it): it is deactivated', async () => {
    const created = await kit.admin.post('/api/staff/member-accounts', {
      member_id: kit.demoMemberId,
      product_id: await kit.productId('Pussy888'),
    });
    const id = created.json().data.id as number;
    const [bank] = await kit.app.ctx.db.select().from(banks);
    const deposit = await kit.admin.post('/api/staff/deposits', {
      member_account_id: id,
      amount: 30,
      bank_id: bank!.id,
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const res = await kit.admin.request({ method: 'DELETE', url: `/api/staff/member-accounts/${id}` });
    expect(res.json()).toMatchObject({ data: { outcome: 'deactivated' } });
    const [kept] = await kit.app.ctx.db.select().from(memberAccounts).where(eq(memberAccounts.id, id));
    expect(kept).toMatchObject({ status: 'inactive', enabled: false });
    const detail = await kit.admin.get(`/api/staff/transactions/${deposit.json().data.id}`);
    expect(detail.json().data.member_account_id).toBe(id);
  });
});
