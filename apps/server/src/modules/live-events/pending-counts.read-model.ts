import type { PendingCountsReply, QueueTabCounts } from '@topup/contracts/api/live-events.ts';
import { QUEUE_TAB_KEYS, QUEUE_TABS, type QueueTab } from '@topup/contracts/queue-tabs.ts';
import type { QueueEvent } from '@topup/contracts/staff-session.ts';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { type GatewayScope, gatewayCondition } from '../transactions/payment-gateway.read-model.ts';
import { transactions } from '../transactions/transactions.table.ts';

type Kind = QueueEvent['kind'];
const KINDS: Kind[] = ['deposit', 'withdrawal'];
const ALL_TAB_STATUSES = QUEUE_TAB_KEYS.flatMap((tab) => QUEUE_TABS[tab]);

/** The rows of one queue tab, as its list selects them: the queue's type and the tab's statuses. */
const inTab = (kind: Kind, tab: QueueTab): SQL =>
  sql`${transactions.type} = ${kind} and ${inArray(transactions.status, [...QUEUE_TABS[tab]])}`;

/**
 * How many deposits and withdrawals each queue tab holds (queue-tabs.ts), for the queues the
 * operator may see and within their role's payment gateway: the tabs' counts and the menu
 * badges, equal to the totals of the queue lists' tabs.
 */
export async function pendingCounts(
  db: Db,
  kinds: Set<Kind>,
  scope: GatewayScope,
): Promise<PendingCountsReply> {
  if (!kinds.size) return { deposit: null, withdrawal: null };
  const selection: Record<string, SQL<number>> = {};
  for (const kind of KINDS)
    for (const tab of QUEUE_TAB_KEYS)
      selection[`${kind}.${tab}`] = sql<number>`count(*) filter (where ${inTab(kind, tab)})::int`;
  const [row] = await db
    .select(selection)
    .from(transactions)
    .where(
      and(
        inArray(transactions.status, ALL_TAB_STATUSES),
        inArray(transactions.type, [...kinds]),
        gatewayCondition(scope),
      ),
    );
  const countsOf = (kind: Kind): QueueTabCounts | null =>
    kinds.has(kind)
      ? (Object.fromEntries(
          QUEUE_TAB_KEYS.map((tab) => [tab, Number(row?.[`${kind}.${tab}`] ?? 0)]),
        ) as QueueTabCounts)
      : null;
  return { deposit: countsOf('deposit'), withdrawal: countsOf('withdrawal') };
}
