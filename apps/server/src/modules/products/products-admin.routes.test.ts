import { KioskAdminClient } from '@topup/kiosk-sim/kiosk-admin-client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { providerKiosks } from './products.table.ts';

describe('products admin, game list and game sessions', () => {
  let kit: MoneyKit;
  let megaProduct: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    megaProduct = await kit.productId('Mega888');
  });
  afterAll(async () => kit.close());

  it('lists products and the game list with paging', async () => {
    const res = await kit.admin.get('/api/staff/products?per_page=2');
    expect(res.json().meta).toMatchObject({ total: 4, first: 1, last: 2 });
    expect((await kit.admin.get('/api/staff/games')).json().data[0]).toMatchObject({ name: 'Mega888' });
  });

  it('edits bounds and maintenance; min above max is refused; maintenance blocks deposits', async () => {
    const bad = await kit.admin.put(`/api/staff/products/${megaProduct}`, {
      min_withdrawal: '100',
      max_withdrawal: '50',
    });
    expect(bad.json().message).toBe('The minimum amount cannot be more than the maximum amount.');
    const ok = await kit.admin.put(`/api/staff/products/${megaProduct}`, {
      min_withdrawal: '20.50',
      max_withdrawal: '',
      maintenance: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      min_withdrawal: '20.50',
      max_withdrawal: null,
      maintenance: true,
    });
    const megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    const options = (await kit.admin.get('/api/staff/money/options')).json().data;
    const dep = await kit.admin.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount: 20,
      bank_id: options.banks[0].value,
    });
    expect(dep.json().message).toBe('Product in maintenance (please try again later).');
    await kit.admin.put(`/api/staff/products/${megaProduct}`, { maintenance: false });
  });

  it('links are https addresses or empty: javascript:, data: and http: are refused, nothing changes', async () => {
    const before = (await kit.admin.get(`/api/staff/products/${megaProduct}`)).json().data;
    for (const [field, value] of [
      ['pc_link', 'javascript:alert(1)'],
      ['android_link', 'data:text/html,<script>alert(1)</script>'],
      ['url', 'http://mega.example'],
      ['live_link', ' JavaScript:alert(1)'],
    ]) {
      const res = await kit.admin.put(`/api/staff/products/${megaProduct}`, { [field!]: value });
      expect(res.statusCode, `${field} ${value}`).toBe(422);
      expect(res.json().errors[field!]).toEqual(['Please enter an https:// address.']);
    }
    expect((await kit.admin.get(`/api/staff/products/${megaProduct}`)).json().data).toEqual(before);
    const ok = await kit.admin.put(`/api/staff/products/${megaProduct}`, {
      pc_link: 'https://mega.example/pc',
      slot_link: '',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ pc_link: 'https://mega.example/pc' });
  });

  it('sync asks the kiosk and records the state', async () => {
    const ok = await kit.admin.post(`/api/staff/products/${megaProduct}/sync`);
    expect(ok.json().message).toBe('Sync product success.');
    await kit.app.ctx.db.update(providerKiosks).set({ baseUrl: 'http://127.0.0.1:9' });
    const failed = await kit.admin.post(`/api/staff/products/${megaProduct}/sync`);
    expect(failed.json().message).toBe('Sync product failed.');
    expect((await kit.admin.get(`/api/staff/products/${megaProduct}`)).json().data.sync_state).toBe('failed');
    await kit.app.ctx.db.update(providerKiosks).set({ baseUrl: kit.sim.url });
  });

  it('game sessions come from the provider', async () => {
    const account = await kit.accountOf(kit.demoMemberId, 'Mega888');
    await kit.admin.post(`/api/staff/member-accounts/${account.id}/sync`);
    await kit.admin.post('/api/staff/adjustments', {
      member_account_id: account.id,
      amount: 50,
      direction: 'add',
      remark: 'test adjustment',
    });
    const synced = await kit.accountOf(kit.demoMemberId, 'Mega888');
    await new KioskAdminClient(kit.sim.url).play('MEGA888', synced.username, { rounds: 3, seed: 1 });
    const res = await kit.admin.get(`/api/staff/game-sessions?member_account_id=${account.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(1);
    expect(res.json().data[0]).toMatchObject({ product_name: 'Mega888' });
    const missing = await kit.admin.get('/api/staff/game-sessions');
    expect(missing.json().message).toBe('Please select Game ID!');
  });
});
