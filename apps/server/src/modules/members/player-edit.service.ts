import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { members } from './members.table.ts';

/** Player edit: the fields of the player record staff change from this screen. */
export async function updatePlayer(
  db: Db,
  id: number,
  input: { status: 'active' | 'inactive'; remark: string | null },
  actor: Actor,
) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(members).where(eq(members.id, id)).for('update');
    if (!before) throw new DomainError('PLAYER_NOT_FOUND');
    await tx
      .update(members)
      .set({ status: input.status, remark: input.remark, updatedAt: new Date() })
      .where(eq(members.id, id));
    await recordActivity(tx, actor, {
      action: 'player.update',
      targetType: 'member',
      targetId: id,
      memberId: id,
      before: { status: before.status, remark: before.remark },
      after: input,
    });
  });
}
