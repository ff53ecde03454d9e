import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberDepositKit } from '../../test/money-test-kit.ts';
import { bonuses } from '../bonuses/bonuses.table.ts';
import { vipLevels } from '../members/member-groups.table.ts';
import { members } from '../members/members.table.ts';
import { transactions } from './transactions.table.ts';
import { recomputeVipLevels } from './vip-recompute.ts';

const DAY_MS = 86_400_000;

describe('VIP levels from deposits, and bonuses limited to tags and levels on the member deposit calls', () => {
  const kit = memberDepositKit();

  const levelOfDemo = async () => {
    const [row] = await kit.app.ctx.db
      .select({ level: vipLevels.name })
      .from(members)
      .leftJoin(vipLevels, eq(vipLevels.id, members.vipLevelId))
      .where(eq(members.id, kit.demoMemberId));
    return row?.level ?? null;
  };
  const bonusId = async (name: string) =>
    (await kit.app.ctx.db.select({ id: bonuses.id }).from(bonuses).where(eq(bonuses.name, name)))[0]!.id;

  it('the recompute gives the highest level whose rule the done deposits meet, and takes it away as they age', async () => {
    const db = kit.app.ctx.db;
    expect(await recomputeVipLevels(db, new Date())).toBe(0);
    expect(await levelOfDemo()).toBeNull();

    // RM 300 done: Silver (RM 200 in 30 days); a pending deposit does not count.
    await kit.approvedDeposit(kit.megaId, 300);
    await kit.pendingDeposit(kit.megaId, 5000);
    expect(await recomputeVipLevels(db, new Date())).toBe(1);
    expect(await levelOfDemo()).toBe('Silver');
    expect(await recomputeVipLevels(db, new Date())).toBe(0);

    // RM 2,300 done this week: Platinum (RM 2,000 in 7 days) outranks Gold.
    await kit.approvedDeposit(kit.megaId, 2000);
    await recomputeVipLevels(db, new Date());
    expect(await levelOfDemo()).toBe('Platinum');

    // Ten days on the week's window has passed: Gold (RM 1,000 in 30 days) remains.
    await recomputeVipLevels(db, new Date(Date.now() + 10 * DAY_MS));
    expect(await levelOfDemo()).toBe('Gold');
    // Forty days on nothing is left.
    await recomputeVipLevels(db, new Date(Date.now() + 40 * DAY_MS));
    expect(await levelOfDemo()).toBeNull();
    const [member] = await db.select().from(members).where(eq(members.id, kit.demoMemberId));
    expect(member!.vipLevelAt).not.toBeNull();
  });

  it('pre_deposit offers a bonus limited to levels only to members at one of them', async () => {
    const offered = async () =>
      ((await kit.member('/api/pre_deposit')).json().data.bonuses as { label: string }[]).map((b) => b.label);
    await recomputeVipLevels(kit.app.ctx.db, new Date(Date.now() + 40 * DAY_MS));
    expect(await offered()).not.toContain('VIP Weekly 15% Reload');
    await recomputeVipLevels(kit.app.ctx.db, new Date());
    expect(await levelOfDemo()).toBe('Platinum');
    expect(await offered()).toContain('VIP Weekly 15% Reload');
  });

  it('a deposit with a bonus the member may not take is refused in the member language, writing nothing', async () => {
    const db = kit.app.ctx.db;
    await recomputeVipLevels(db, new Date(Date.now() + 40 * DAY_MS));
    const vipReload = await bonusId('VIP Weekly 15% Reload');
    const before = (await db.select().from(transactions)).length;
    const expected = {
      en: 'This bonus is not available for this account. Choose another bonus or deposit without a bonus.',
      bm: 'Bonus ini tidak tersedia untuk akaun ini. Pilih bonus lain atau deposit tanpa bonus.',
      cn: '此账户不能使用该红利。请选择其他红利，或不选红利直接存款。',
    };
    for (const [locale, message] of Object.entries(expected)) {
      const res = await kit.member(
        '/api/deposit',
        { member_account_id: kit.megaId, amount: 50, bank: kit.bankId, bonus: vipReload },
        { locale },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: false, message });
    }
    expect((await db.select().from(transactions)).length).toBe(before);

    // Tagged by staff with the tag a bonus is limited to, the member may take it.
    const groups = (await kit.admin.get('/api/staff/member-groups')).json().data;
    const roller = groups.tags.find((t: { name: string }) => t.name === 'High roller').id;
    const saved = await kit.admin.post('/api/staff/bonuses', {
      name: 'Roller reload',
      type: 'trial',
      frequency: 'unlimited',
      percentage: '5.00',
      status: 'active',
      tag_ids: [roller],
    });
    const rollerBonus = saved.json().data.id;
    const deposit = () =>
      kit.member('/api/deposit', {
        member_account_id: kit.megaId,
        amount: 50,
        bank: kit.bankId,
        bonus: rollerBonus,
      });
    expect((await deposit()).json().status).toBe(false);
    await kit.admin.post('/api/staff/members/tags', {
      member_ids: [kit.demoMemberId],
      tag_ids: [roller],
      action: 'add',
    });
    expect((await deposit()).json()).toMatchObject({ status: true });
  });
});
