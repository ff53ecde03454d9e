import { bankGroups, banks } from '../modules/banks/banks.table.ts';
import type { Db } from '../platform/db/client.ts';

/**
 * The seed's online-banking group, and a bank of it and of the e-wallet group: what a role's
 * payment gateway shows or hides.
 */
export async function gatewayBanks(db: Db) {
  const groups = await db.select().from(bankGroups);
  const onlineGroup = groups.find((g) => g.code === 'online_banking')!.id;
  const ewalletGroup = groups.find((g) => g.code === 'ewallet')!.id;
  const all = await db.select().from(banks);
  return {
    onlineGroup,
    onlineBank: all.find((b) => b.groupId === onlineGroup)!.id,
    ewalletBank: all.find((b) => b.groupId === ewalletGroup)!.id,
  };
}
