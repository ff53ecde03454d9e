import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { seedAccessDemo } from '../access/access.demo.ts';
import { seedContentDemo } from '../content/content.demo.ts';
import { seedFortuneSpinDemo } from '../fortune-spin/fortune-spin.demo.ts';
import { hasMembers } from '../members/member-batch.service.ts';
import { seedMembersDemo } from '../members/members.demo.ts';
import { seedSettingsDemo } from '../settings/settings.demo.ts';
import { seedMoneyDemo } from './money.demo.ts';

/**
 * The demo data, written in one transaction, only on an empty database and only in
 * demo mode (the caller checks the mode). Each domain seeds its own tables, in dependency order.
 * Returns whether it seeded.
 */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  if (await hasMembers(ctx.db)) return false;
  await inTransaction(ctx.db, async (tx) => {
    await seedAccessDemo(tx);
    await seedContentDemo(tx);
    await seedSettingsDemo(tx);
    const demo = await seedMembersDemo(tx, ctx.now());
    await seedFortuneSpinDemo(tx);
    await seedMoneyDemo(tx, { memberId: demo.memberId, kioskUrl: ctx.config.kioskUrl });
  });
  return true;
}
