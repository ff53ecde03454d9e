import type { HistoryItem } from '@topup/contracts/member-api.ts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberDepositKit } from '../../test/money-test-kit.ts';
import { createTestApp } from '../../test/test-app.ts';
import { issueMemberToken } from '../members/member-auth.service.ts';
import { DEMO_MEMBER_TOKEN } from '../members/members.demo.ts';
import { members } from '../members/members.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { HISTORY_PAGE_SIZE } from './member-history.read-model.ts';

type Page = { page: number; has_more: boolean; items: HistoryItem[] };

describe('POST /api/history: the member’s own deposits, redemptions and spins', () => {
  const kit = memberDepositKit();

  const history = async (body: object = {}, headers: Record<string, string> = {}): Promise<Page> => {
    const res = await kit.member('/api/history', body, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe(true);
    return res.json().data;
  };
  const deposit = async (amount: string) => {
    const res = await kit.member('/api/deposit', { member_account_id: kit.megaId, amount, bank: kit.bankId });
    expect(res.statusCode, res.body).toBe(200);
    return (await history()).items.find((i) => i.kind === 'deposit' && i.amount === amount)!;
  };
  const byId = async (id: number) => (await history()).items.find((i) => i.kind === 'deposit' && i.id === id);

  it('refuses a missing or unknown token like the other member calls, and a bad page', async () => {
    const noToken = await kit.app.inject({ method: 'POST', url: '/api/history', payload: { page: 1 } });
    expect(noToken.statusCode).toBe(422);
    expect(noToken.json().status).toBe(false);
    const unknown = await kit.app.inject({
      method: 'POST',
      url: '/api/history',
      headers: { locale: 'bm' },
      payload: { token: 'not-a-member' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ status: false, message: expect.any(String) });
    for (const page of [0, -1, 'abc', 1.5, 100000, true])
      expect((await kit.member('/api/history', { page })).statusCode, String(page)).toBe(422);
  });

  it('shows a new deposit as waiting with its game account, then done once staff approve it', async () => {
    const item = await deposit('123.45');
    expect(item).toMatchObject({
      status: 'waiting',
      reason: null,
      account: expect.stringMatching(/^Mega888 - /),
      created_at: expect.any(String),
    });
    const approved = await kit.admin.post(`/api/staff/transactions/${item.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await byId(item.id))?.status).toBe('done');
  });

  it('shows a rejected deposit as failed with the reason staff gave', async () => {
    const item = await deposit('77.00');
    const rejected = await kit.admin.post(`/api/staff/transactions/${item.id}/reject`, {
      remark: 'Receipt does not match',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await byId(item.id)).toMatchObject({ status: 'failed', reason: 'Receipt does not match' });
  });

  it('lists a spin with its prize label, newest first', async () => {
    const spin = await kit.member('/api/fortune_spin');
    expect(spin.statusCode, spin.body).toBe(200);
    const { items } = await history();
    expect(items[0]).toMatchObject({
      kind: 'spin',
      status: 'done',
      account: null,
      label: expect.any(String),
    });
    const times = items.map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('never shows another member’s rows, and pages a long history', async () => {
    const [other] = await kit.app.ctx.db
      .insert(members)
      .values({ name: 'other', phone: '60188888888' })
      .returning();
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    await kit.app.ctx.db.insert(transactions).values(
      Array.from({ length: HISTORY_PAGE_SIZE + 5 }, (_, i) => ({
        memberId: other!.id,
        type: 'deposit' as const,
        amountSen: 100 * (i + 1),
        createdAt: at(i),
        requestedAt: at(i),
      })),
    );
    const ownIds = new Set(
      (
        await kit.app.ctx.db
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.memberId, kit.demoMemberId))
      ).map((r) => r.id),
    );
    const demoItems = (await history()).items.filter((i) => i.kind !== 'spin');
    expect(demoItems.length).toBeGreaterThan(0);
    for (const item of demoItems) expect(ownIds.has(item.id)).toBe(true);

    const token = await issueMemberToken(kit.app.ctx.db, other!.id, null, new Date());
    const page = async (n: number): Promise<Page> => {
      const res = await kit.app.inject({ method: 'POST', url: '/api/history', payload: { token, page: n } });
      return res.json().data;
    };
    const first = await page(1);
    const second = await page(2);
    expect(first).toMatchObject({ page: 1, has_more: true });
    expect(first.items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.items[0]!.amount).toBe(`${HISTORY_PAGE_SIZE + 5}.00`);
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect(second.items.map((i) => i.amount)).toEqual(['5.00', '4.00', '3.00', '2.00', '1.00']);
    expect((await page(3)).items).toEqual([]);
    // The other member sees none of the demo member's rows.
    const demoIds = new Set(demoItems.map((i) => i.id));
    expect([...first.items, ...second.items].some((i) => demoIds.has(i.id))).toBe(false);
  });
});

describe('POST /api/history is rate-limited like the other member calls', () => {
  it('answers 429 once one token has used its share', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '8' } });
    try {
      const call = () =>
        app.inject({
          method: 'POST',
          url: '/api/history',
          remoteAddress: '10.0.9.1',
          payload: { token: DEMO_MEMBER_TOKEN },
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
