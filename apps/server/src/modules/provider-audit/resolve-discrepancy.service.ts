import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Actor } from '../audit/record-activity.ts';
import {
  closeDiscrepancy,
  lockOpenDiscrepancy,
  writeOffDiscrepancy,
} from '../discrepancies/discrepancies.service.ts';
import { getMemberAccount } from '../member-accounts/account-with-product.read-model.ts';
import { providerForProduct } from '../products/products.service.ts';
import { ProviderError, type ScoreLogEntry } from '../providers/game-provider.ts';
import {
  providerCallById,
  resolveProviderCall,
} from '../transactions/provider-calls/provider-calls.service.ts';

export type ResolveAction = 'settle-success' | 'settle-failed' | 'write-off';

async function lookUp(db: Db, memberAccountId: number, reference: string): Promise<ScoreLogEntry | null> {
  try {
    const row = await getMemberAccount(db, memberAccountId);
    return await (await providerForProduct(db, row.product, row.kiosk)).findScoreByReference(reference);
  } catch (error) {
    if (error instanceof ProviderError) throw new DomainError('PROVIDER_AUDIT_UNREACHABLE');
    throw error;
  }
}

/**
 * Staff resolve a discrepancy. Settling (success or failed) is for a call the provider never
 * answered definitely, and only as the provider's log shows it: success when the log has its
 * reference, failed when it has not. Anything else is written off with a remark (what was parked
 * in suspense for it goes to the adjustment account). Logged with the operator.
 */
export async function resolveDiscrepancy(
  db: Db,
  id: number,
  input: { action: ResolveAction; remark: string; actor: Actor; now: () => Date },
): Promise<void> {
  const [row] = await inTransaction(db, async (tx) => [await lockOpenDiscrepancy(tx, id)]);
  const settle = input.action !== 'write-off';
  if (settle !== (row!.kind === 'unresolved_call')) throw new DomainError('DISCREPANCY_ACTION_INVALID');
  if (!settle) {
    if (!input.remark) throw new DomainError('REMARK_REQUIRED');
    await inTransaction(db, (tx) =>
      writeOffDiscrepancy(tx, id, { actor: input.actor, remark: input.remark, now: input.now() }),
    );
    return;
  }
  const call = await providerCallById(db, row!.providerCallId!);
  if (!call) throw new DomainError('NOT_FOUND');
  if (call.status === 'pending' || call.status === 'unknown') {
    const entry = await lookUp(db, call.memberAccountId, call.reference);
    if ((input.action === 'settle-success') !== (entry !== null))
      throw new DomainError('DISCREPANCY_ACTION_INVALID');
    await resolveProviderCall(
      db,
      call.id,
      entry
        ? { kind: 'succeeded', providerTxId: entry.providerTxId, balanceAfterSen: entry.balanceAfterSen }
        : { kind: 'failed', errorKind: 'not_found' },
      input.now(),
    );
  }
  await inTransaction(db, async (tx) => {
    const open = await lockOpenDiscrepancy(tx, id);
    const settled = await providerCallById(tx, call.id);
    await closeDiscrepancy(tx, open, {
      resolution: settled?.status === 'succeeded' ? 'settled_success' : 'settled_failed',
      actor: input.actor,
      remark: input.remark || null,
      now: input.now(),
    });
  });
}
