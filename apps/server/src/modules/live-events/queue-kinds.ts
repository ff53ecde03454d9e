import type { QueueEvent } from '@topup/contracts/staff-session.ts';
import { can, type StaffPrincipal } from '../../platform/staff-auth.ts';

/** The pending queues an operator may see: deposits with deposits.view, withdrawals with withdrawals.view. */
export function visibleQueueKinds(staff: StaffPrincipal): Set<QueueEvent['kind']> {
  const kinds = new Set<QueueEvent['kind']>();
  if (can(staff, 'deposits.view') || can(staff, 'dashboard.view')) kinds.add('deposit');
  if (can(staff, 'withdrawals.view') || can(staff, 'dashboard.view')) kinds.add('withdrawal');
  return kinds;
}
