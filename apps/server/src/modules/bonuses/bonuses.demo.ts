import type { Db } from '../../platform/db/client.ts';
import { listMemberGroups } from '../members/member-groups.service.ts';
import { setAudience } from './bonus-audience.service.ts';
import { bonuses } from './bonuses.table.ts';

/** Bonuses behind the demo promotions of content.demo.ts. */
export async function seedBonusesDemo(db: Db) {
  await db.insert(bonuses).values([
    {
      name: '30% First Deposit Bonus',
      type: 'first_deposit',
      frequency: 'one_time',
      rolloverMultiplier: 3,
      rolloverCalculation: 'deposit_bonus',
      rolloverType: 'stack',
      percentageBp: 3000,
      minDepositSen: 3000,
      maxBonusSen: 30_000,
      messageTemplate: {
        en: '30% first deposit bonus applied (rollover x3).',
        bm: 'Bonus deposit pertama 30% digunakan (rollover x3).',
        cn: '已使用首充 30% 红利（流水 x3）。',
      },
      position: 1,
    },
    {
      name: 'Daily 10% Reload',
      type: 'daily_first_deposit',
      frequency: 'daily',
      rolloverMultiplier: 2,
      rolloverCalculation: 'bonus',
      rolloverType: 'stack',
      percentageBp: 1000,
      maxBonusSen: 10_000,
      messageTemplate: {
        en: 'Daily 10% reload applied (rollover x2 on the bonus).',
        bm: 'Tambah nilai harian 10% digunakan (rollover x2 atas bonus).',
        cn: '已使用每日 10% 续充（红利流水 x2）。',
      },
      position: 2,
    },
    {
      name: 'Rescue Bonus 5%',
      type: 'rebate',
      frequency: 'daily',
      percentageBp: 500,
      messageTemplate: {
        en: 'Rescue bonus credited.',
        bm: 'Bonus penyelamat dikreditkan.',
        cn: '救援金已到账。',
      },
      position: 3,
    },
    {
      name: 'Refer a Friend RM10',
      type: 'referral',
      frequency: 'unlimited',
      amountSen: 1000,
      messageTemplate: {
        en: 'Referral bonus credited.',
        bm: 'Bonus rujukan dikreditkan.',
        cn: '推荐奖励已到账。',
      },
      position: 4,
    },
  ]);
  // A reload only Gold and Platinum members are offered (members.demo.ts's levels).
  const [vipReload] = await db
    .insert(bonuses)
    .values({
      name: 'VIP Weekly 15% Reload',
      type: 'daily_first_deposit',
      frequency: 'weekly',
      rolloverMultiplier: 2,
      rolloverCalculation: 'bonus',
      percentageBp: 1500,
      maxBonusSen: 30_000,
      position: 5,
    })
    .returning();
  const { vip_levels } = await listMemberGroups(db);
  const vipLevelIds = vip_levels.filter((l) => l.name === 'Gold' || l.name === 'Platinum').map((l) => l.id);
  await setAudience(db, vipReload!.id, { tagIds: [], vipLevelIds });
}
