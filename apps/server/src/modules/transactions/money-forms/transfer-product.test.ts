import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../../test/money-test-kit.ts';
import { products } from '../../products/products.table.ts';

describe('transfer to or from a game whose product is no longer offered', () => {
  let kit: MoneyKit;
  let megaId: number;
  let kissId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    kissId = (await kit.accountOf(kit.demoMemberId, '918Kiss')).id;
  });
  afterAll(async () => kit.close());

  const setStatus = (name: string, status: 'active' | 'inactive' | 'retired') =>
    kit.app.ctx.db.update(products).set({ status }).where(eq(products.name, name));

  it("names the product that is gone ('Product :product not found.'), on either side, and moves nothing", async () => {
    await setStatus('918Kiss', 'retired');
    const to = await kit.admin.post('/api/staff/money/transfer', {
      from_member_account_id: megaId,
      to_member_account_id: kissId,
    });
    expect(to.statusCode).toBe(404);
    expect(to.json().message).toBe('Product 918Kiss not found.');
    const from = await kit.admin.post('/api/staff/money/transfer', {
      from_member_account_id: kissId,
      to_member_account_id: megaId,
    });
    expect(from.json().message).toBe('Product 918Kiss not found.');
    await setStatus('918Kiss', 'active');

    await setStatus('Mega888', 'inactive');
    const inactive = await kit.admin.post('/api/staff/money/transfer', {
      from_member_account_id: megaId,
      to_member_account_id: kissId,
    });
    expect(inactive.json().message).toBe('Product Mega888 not found.');
    await setStatus('Mega888', 'active');

    const list = (await kit.admin.get('/api/staff/transactions?type=transfer')).json();
    expect(list.meta.total).toBe(0);
  });
});
