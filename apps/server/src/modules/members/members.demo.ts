import type { Db } from '../../platform/db/client.ts';
import { issueMemberToken } from './member-auth.service.ts';
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
  return { memberId: demo!.id };
}
