import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { loginAs } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';
import { providerKiosks } from './products.table.ts';

describe('agent credit per kiosk on Products', () => {
  let kit: MoneyKit;
  let megaId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    megaId = await kit.productId('Mega888');
  });
  afterAll(async () => kit.close());

  const listed = async () =>
    (await kit.admin.get('/api/staff/products?per_page=100'))
      .json()
      .data.find((p: { id: number }) => p.id === megaId);

  it('is unknown before a sync, then stored on each sync and shown with the product', async () => {
    expect(await listed()).toMatchObject({ agent_credit: null, agent_credit_low: false });
    kit.sim.store.kiosk('MEGA888').agentCreditSen = 5_000_000;
    const sync = await kit.admin.post(`/api/staff/products/${megaId}/sync`);
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().data).toEqual({ agent_credit: '50000.00', agent_credit_low: false });
    expect(await listed()).toMatchObject({ agent_credit: '50000.00', agent_credit_low: false });
    expect((await listed()).agent_credit_checked_at).toEqual(expect.any(String));

    kit.sim.store.kiosk('MEGA888').agentCreditSen = 80_000;
    await kit.admin.post(`/api/staff/products/${megaId}/sync`);
    expect(await listed()).toMatchObject({ agent_credit: '800.00', agent_credit_low: true });
  });

  it('warns below the kiosk_agent_credit_warning_sen setting, which staff may change', async () => {
    expect((await kit.admin.get('/api/staff/products/agent-credit-warning')).json().data).toEqual({
      warning: '1000.00',
    });
    const saved = await kit.admin.request({
      method: 'PUT',
      url: '/api/staff/products/agent-credit-warning',
      payload: { warning: '500' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ warning: '500.00' });
    expect(await listed()).toMatchObject({ agent_credit: '800.00', agent_credit_low: false });
  });

  it('refuses a bad threshold with a clear message and needs products.update', async () => {
    const bad = await kit.admin.request({
      method: 'PUT',
      url: '/api/staff/products/agent-credit-warning',
      payload: { warning: '-1' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Please enter a valid amount (up to 2 decimals).');
    const cs = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    const forbidden = await cs.request({
      method: 'PUT',
      url: '/api/staff/products/agent-credit-warning',
      payload: { warning: '10' },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('keeps the last known credit when a sync fails', async () => {
    await kit.app.ctx.db.update(providerKiosks).set({ baseUrl: 'http://127.0.0.1:9' });
    const failed = await kit.admin.post(`/api/staff/products/${megaId}/sync`);
    await kit.app.ctx.db.update(providerKiosks).set({ baseUrl: kit.sim.url });
    expect(failed.json().message).toBe('Sync product failed.');
    expect(await listed()).toMatchObject({ sync_state: 'failed', agent_credit: '800.00' });
  });
});
