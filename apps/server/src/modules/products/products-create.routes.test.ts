import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { loginAs } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';
import { products, providerKiosks } from './products.table.ts';

const AGENT_KEY = 'new-kiosk-agent-key-5678';
const MASKED = '••••••5678';

describe('products created from the back-office, their kiosk connection, retire and delete', () => {
  let kit: MoneyKit;
  let productId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
  });
  afterAll(async () => kit.close());

  const connection = (overrides: Record<string, unknown> = {}) => ({
    provider_kind: 'http',
    base_url: kit.sim.url,
    kiosk_code: 'NEWGAME',
    agent_key: AGENT_KEY,
    ...overrides,
  });
  const storedKey = async (id: number) => {
    const [row] = await kit.app.ctx.db
      .select({ key: providerKiosks.agentKey })
      .from(products)
      .innerJoin(providerKiosks, eq(providerKiosks.id, products.kioskId))
      .where(eq(products.id, id));
    return row?.key;
  };

  it('creates a product on a new kiosk of the simulator; the agent key is shown masked only', async () => {
    const res = await kit.admin.post('/api/staff/products', {
      name: 'NewGame',
      tier: 2,
      min_deposit: '10',
      url: 'https://newgame.example',
      connection: connection(),
    });
    expect(res.statusCode, res.body).toBe(200);
    productId = res.json().data.id;
    expect(res.json().data).toMatchObject({
      name: 'NewGame',
      status: 'active',
      min_deposit: '10.00',
      connection: { provider_kind: 'http', base_url: kit.sim.url, kiosk_code: 'NEWGAME', agent_key: MASKED },
    });
    expect(await storedKey(productId)).toBe(AGENT_KEY);
    const detail = await kit.admin.get(`/api/staff/products/${productId}`);
    expect(detail.json().data.connection.agent_key).toBe(MASKED);
    expect(detail.body).not.toContain(AGENT_KEY);
  });

  it('keeps the agent key out of the list, its exports and the activity log', async () => {
    for (const url of [
      '/api/staff/products?per_page=100',
      '/api/staff/products?format=csv',
      '/api/staff/products?format=xlsx',
      '/api/staff/games',
      '/api/staff/activity-log?per_page=100',
    ]) {
      const res = await kit.admin.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.rawPayload.toString('latin1'), url).not.toContain(AGENT_KEY);
    }
    const log = (await kit.admin.get('/api/staff/activity-log?per_page=100')).body;
    expect(log).toContain('product.create');
  });

  it('refuses a duplicate name, a missing key and an address that is not http(s), with clear messages', async () => {
    const dup = await kit.admin.post('/api/staff/products', { name: 'Mega888', connection: connection() });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe('A product with this name already exists.');
    const bounds = await kit.admin.post('/api/staff/products', {
      name: 'Bounds',
      min_deposit: '50',
      max_deposit: '10',
      connection: connection(),
    });
    expect(bounds.json().message).toBe('The minimum amount cannot be more than the maximum amount.');
    const noKey = await kit.admin.post('/api/staff/products', {
      name: 'NoKey',
      connection: connection({ agent_key: '' }),
    });
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().message).toBe(
      'Please enter the kiosk connection: API address, kiosk code and agent key.',
    );
    const badUrl = await kit.admin.post('/api/staff/products', {
      name: 'BadUrl',
      connection: connection({ base_url: 'file:///etc/passwd' }),
    });
    expect(badUrl.statusCode).toBe(422);
    expect(badUrl.json().errors['connection.base_url']).toEqual([
      'Please enter an http:// or https:// address.',
    ]);
    const bm = await kit.admin.request({
      method: 'POST',
      url: '/api/staff/products',
      payload: { name: 'Mega888', connection: connection() },
      headers: { locale: 'bm' },
    });
    expect(bm.json().message).toBe('Produk dengan nama ini sudah wujud.');
  });

  it('tests a connection: the agent credit, or the kiosk refusing a wrong key, or no kiosk at the address', async () => {
    kit.sim.store.kiosk('NEWGAME').agentCreditSen = 1_234_500;
    const ok = await kit.admin.post('/api/staff/products/test-connection', connection());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'The kiosk answered: agent credit RM 12345.00.',
      data: { agent_credit: '12345.00' },
    });
    const masked = await kit.admin.post('/api/staff/products/test-connection', {
      ...connection({ agent_key: MASKED }),
      product_id: productId,
    });
    expect(masked.json().data, masked.body).toEqual({ agent_credit: '12345.00' });

    const wrongKey = await kit.admin.post(
      '/api/staff/products/test-connection',
      connection({ agent_key: 'not-the-agent-key' }),
    );
    expect(wrongKey.statusCode).toBe(422);
    expect(wrongKey.json().message).toMatch(
      /^The kiosk refused the connection: .+\. Check the kiosk code and agent key\.$/,
    );
    const unreachable = await kit.admin.post(
      '/api/staff/products/test-connection',
      connection({ base_url: 'http://127.0.0.1:9' }),
    );
    expect(unreachable.statusCode).toBe(422);
    expect(unreachable.json().message).toBe(
      'The kiosk did not answer at this API address. Check the address and try again.',
    );
  });

  it('saving the masked key unchanged keeps the stored key; a new key replaces it', async () => {
    const kept = await kit.admin.put(`/api/staff/products/${productId}`, {
      name: 'NewGame',
      connection: connection({ agent_key: MASKED, timeout_ms: 2000 }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await storedKey(productId)).toBe(AGENT_KEY);
    expect(kept.json().data.connection).toMatchObject({ agent_key: MASKED, timeout_ms: 2000 });
    const replaced = await kit.admin.put(`/api/staff/products/${productId}`, {
      connection: connection({ agent_key: 'replaced-agent-key-9999' }),
    });
    expect(replaced.json().data.connection.agent_key).toBe('••••••9999');
    expect(await storedKey(productId)).toBe('replaced-agent-key-9999');
    // the simulator remembers the first key a kiosk was used with: put it back
    await kit.admin.put(`/api/staff/products/${productId}`, { connection: connection() });
  });

  it('needs products.manage to create, test, change a connection, retire or delete', async () => {
    const cs = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    for (const [method, url, payload] of [
      ['POST', '/api/staff/products', { name: 'CsGame', connection: connection() }],
      ['POST', '/api/staff/products/test-connection', connection()],
      ['PUT', `/api/staff/products/${productId}`, { connection: connection() }],
      ['POST', `/api/staff/products/${productId}/retire`, {}],
      ['DELETE', `/api/staff/products/${productId}`, undefined],
    ] as const) {
      const res = await cs.request({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('once money has moved the product is retired, not deleted: hidden from members, listed as Retired', async () => {
    const created = await kit.member('/api/pre_deposit/create_account', { product_id: productId });
    expect(created.statusCode, created.body).toBe(200);
    const accountId = created.json().data.id;
    const moved = await kit.admin.post('/api/staff/adjustments', {
      member_account_id: accountId,
      amount: 20,
      direction: 'add',
      remark: 'test adjustment',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const listed = async () =>
      (await kit.member('/api/pre_deposit'))
        .json()
        .data.member_accounts.map((a: { product_id: number }) => a.product_id);
    expect(await listed()).toContain(productId);

    const refused = await kit.admin.request({ method: 'DELETE', url: `/api/staff/products/${productId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This product has game accounts or transactions: retire it instead of deleting it.',
    );

    const retired = await kit.admin.post(`/api/staff/products/${productId}/retire`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().data.status).toBe('retired');
    expect(await listed()).not.toContain(productId);
    const balance = await kit.member('/api/pre_deposit/check_balance', { member_account_id: accountId });
    expect(balance.json().message).toBe('Product not found.');
    const again = await kit.member('/api/pre_deposit/create_account', { product_id: productId });
    expect(again.json().message).toBe('Product not found.');
    const rewards = (await kit.member('/api/pre_reward')).json();
    expect(JSON.stringify(rewards.member_accounts)).not.toContain('NewGame');

    const staffRetired = (await kit.admin.get('/api/staff/products?status=retired')).json().data;
    expect(staffRetired.map((p: { id: number }) => p.id)).toEqual([productId]);
    const staffActive = (await kit.admin.get('/api/staff/products?status=active&per_page=100')).json().data;
    expect(staffActive.map((p: { id: number }) => p.id)).not.toContain(productId);
    const unretire = await kit.admin.put(`/api/staff/products/${productId}`, { status: 'active' });
    expect(unretire.json().message).toBe(
      'This product is retired: it stays hidden from members and is kept for its history.',
    );
  });

  it('a product no money has moved through is deleted, with its kiosk', async () => {
    const res = await kit.admin.post('/api/staff/products', {
      name: 'ShortLived',
      connection: connection({ kiosk_code: 'SHORT' }),
    });
    const id = res.json().data.id;
    const [{ kioskId }] = (await kit.app.ctx.db
      .select({ kioskId: products.kioskId })
      .from(products)
      .where(eq(products.id, id))) as [{ kioskId: number }];
    const deleted = await kit.admin.request({ method: 'DELETE', url: `/api/staff/products/${id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await kit.admin.get(`/api/staff/products/${id}`)).statusCode).toBe(404);
    expect(await kit.app.ctx.db.select().from(providerKiosks).where(eq(providerKiosks.id, kioskId))).toEqual(
      [],
    );
    const recreated = await kit.admin.post('/api/staff/products', {
      name: 'ShortLived',
      connection: connection({ kiosk_code: 'SHORT' }),
    });
    expect(recreated.statusCode, recreated.body).toBe(200);
  });
});
