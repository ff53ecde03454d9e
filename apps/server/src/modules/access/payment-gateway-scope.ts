import type { StaffPrincipal } from '../../platform/staff-auth.ts';

/**
 * The deposits and withdrawals a role handles: every one for Super Admin or an open gateway
 * ('1', no groups), those whose bank is in the role's groups, or none with the gateway off
 * ('0', whatever groups it lists). An item with no bank yet is any open gateway's business.
 */
export type GatewayScope =
  | { kind: 'all' }
  | { kind: 'none' }
  | { kind: 'groups'; groupIds: readonly number[] };

export type GatewayHolder = Pick<StaffPrincipal, 'isSuper' | 'paymentGateway' | 'bankGroupIds'>;

export function gatewayScope(role: GatewayHolder): GatewayScope {
  if (role.isSuper) return { kind: 'all' };
  if (role.paymentGateway === '0') return { kind: 'none' };
  return role.bankGroupIds.length ? { kind: 'groups', groupIds: role.bankGroupIds } : { kind: 'all' };
}
