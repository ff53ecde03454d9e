import type { QueueEvent } from '@topup/contracts/staff-session.ts';
import type { StaffPrincipal } from '../../platform/staff-auth.ts';
import { gatewayScope, inGateway } from '../transactions/payment-gateway.read-model.ts';
import type { BankGroupCache } from './bank-groups.read-model.ts';
import { visibleQueueKinds } from './queue-kinds.ts';

type Notified = QueueEvent & { bank_id?: number | null };

/**
 * What one desk hears: the queue event as the client knows it, or null when the operator may not
 * see its queue or its bank is outside their role's payment gateway.
 */
export function queueFilter(staff: StaffPrincipal, cache: BankGroupCache) {
  const kinds = visibleQueueKinds(staff);
  const scope = gatewayScope(staff);
  return {
    kinds,
    async pass(payload: string): Promise<QueueEvent | null> {
      let event: Notified;
      try {
        event = JSON.parse(payload) as Notified;
      } catch {
        return null;
      }
      if (!kinds.has(event.kind)) return null;
      const bankId = event.bank_id ?? null;
      const bankGroupId = bankId === null || scope.kind !== 'groups' ? null : await cache.groupOf(bankId);
      if (!inGateway(scope, { type: event.kind, hasBank: bankId !== null, bankGroupId })) return null;
      return { kind: event.kind, id: event.id, status: event.status, change: event.change };
    },
  };
}
