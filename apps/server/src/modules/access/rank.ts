import { isPermission } from '@topup/contracts/permissions.ts';
import { DomainError } from '../../platform/errors.ts';
import { can, type StaffPrincipal } from '../../platform/staff-auth.ts';
import { type GatewayHolder, type GatewayScope, gatewayScope } from './payment-gateway-scope.ts';

/**
 * What a role hands its operators, and so its rank: its permissions and the deposits and
 * withdrawals its payment gateway shows (Super Admin: everything, those added later too).
 */
export type RoleRank = GatewayHolder & { permissions: readonly string[] };

/** A role as the rank rule sees it, with its id. */
export type RankedRole = RoleRank & { id: number };

/** Whether `inner` shows no deposit or withdrawal that `outer` does not: none < some groups < all. */
function gatewayWithin(inner: GatewayScope, outer: GatewayScope): boolean {
  if (outer.kind === 'all' || inner.kind === 'none') return true;
  if (inner.kind === 'all' || outer.kind === 'none') return false;
  return inner.groupIds.every((id) => outer.groupIds.includes(id));
}

/**
 * Whether the actor's own role covers `role`: every permission of it (a key the actor's role
 * cannot hold, such as one since retired, counts as above) and no wider payment gateway.
 */
export function roleWithinRank(actor: StaffPrincipal, role: RoleRank): boolean {
  if (actor.isSuper) return true;
  if (role.isSuper) return false;
  return (
    role.permissions.every((key) => isPermission(key) && can(actor, key)) &&
    gatewayWithin(gatewayScope(role), gatewayScope(actor))
  );
}

/**
 * Creating (no `id`), editing, deactivating or deleting a role: the role as it is and as it
 * will be must both be within the actor's rank, and never the role the actor holds.
 */
export function assertMayTouchRole(
  actor: StaffPrincipal,
  change: { id?: number; before?: RoleRank; after?: RoleRank },
): void {
  if (change.id === actor.roleId) throw new DomainError('CANNOT_CHANGE_OWN_ACCESS');
  for (const state of [change.before, change.after])
    if (state && !roleWithinRank(actor, state)) throw new DomainError('ROLE_OUTRANKS');
}

/**
 * Creating (no `id`), editing, resetting the password of, changing the status of or deleting
 * an operator: its role before and after must be within the actor's rank; an actor never
 * moves or deactivates their own account.
 */
export function assertMayTouchOperator(
  actor: StaffPrincipal,
  change: { id?: number; roleBefore?: RankedRole; roleAfter?: RankedRole; deactivates?: boolean },
): void {
  const ownAccount = change.id === actor.operatorId;
  const moves = change.roleBefore && change.roleAfter && change.roleBefore.id !== change.roleAfter.id;
  if (ownAccount && (moves || change.deactivates)) throw new DomainError('CANNOT_CHANGE_OWN_ACCESS');
  for (const role of [change.roleBefore, change.roleAfter])
    if (role && !roleWithinRank(actor, role)) throw new DomainError('OPERATOR_OUTRANKS');
}
