import type { Db } from '../../platform/db/client.ts';
import { issueMemberToken } from './member-auth.service.ts';
import { memberTagLinks, memberTags, vipLevels } from './member-groups.table.ts';
import { members, sources } from './members.table.ts';

export const DEMO_MEMBER_TOKEN = 'demo-member-token';

export async function seedMembersDemo(db: Db, now: Date) {
  const insertedSources = await db
    .insert(sources)
    .values([{ name: 'Facebook', isDefault: true }, { name: 'Walk-in' }, { name: 'Referral' }])
    .returning();
  const [demo] = await db
    .insert(members)
    .values({
      name: 'demo',
      phone: '60123456789',
      dateOfBirth: '1995-05-05',
      referCode: 'DEMO01',
      sourceId: insertedSources[0]!.id,
      bankName: 'Maybank',
      bankAccountNumber: '512345678901',
      bankAccountHolder: 'DEMO MEMBER',
      spinChances: 3,
    })
    .returning();
  await issueMemberToken(db, demo!.id, null, now, DEMO_MEMBER_TOKEN);
  await seedMemberGroupsDemo(db, demo!.id);
  return { memberId: demo!.id };
}

/** Three tags (the demo member is a newcomer) and three VIP levels the demo week's deposits reach. */
async function seedMemberGroupsDemo(db: Db, demoMemberId: number) {
  const tags = await db
    .insert(memberTags)
    .values([
      { name: 'High roller', color: 'gold' },
      { name: 'Newcomer', color: 'green' },
      { name: 'Watch list', color: 'red' },
    ])
    .returning();
  await db.insert(memberTagLinks).values({ memberId: demoMemberId, tagId: tags[1]!.id });
  await db.insert(vipLevels).values([
    { name: 'Silver', rank: 1, windowDays: 30, minDepositSen: 20_000 },
    { name: 'Gold', rank: 2, windowDays: 30, minDepositSen: 100_000 },
    { name: 'Platinum', rank: 3, windowDays: 7, minDepositSen: 200_000 },
  ]);
}
