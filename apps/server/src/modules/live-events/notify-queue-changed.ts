import type { QueueEvent } from '@topup/contracts/staff-session.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';

export const STAFF_QUEUE_CHANNEL = 'staff_queue';

/**
 * Tells every server instance that the pending queue changed. Call it in the transaction that
 * creates or changes a pending deposit or withdrawal: PostgreSQL delivers NOTIFY on commit
 * (and drops it on rollback), so staff never see an item that did not happen.
 */
export async function notifyQueueChanged(db: Db, payload: QueueEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${STAFF_QUEUE_CHANNEL}, ${JSON.stringify(payload)})`);
}
