import type { Permission } from '@topup/contracts/permissions.ts';
import { hasPermission, useMe } from '../api/use-me.ts';
import { useListParams } from '../table/use-list-params.ts';

/**
 * A resource's list screen (like refine's useTable): its filters in the address and whether
 * the operator may change records. The rows themselves come from <ServerTable endpoint=...>.
 */
export function useResourceList(options: { manage?: Permission; sort?: string } = {}) {
  const me = useMe().data;
  const { params, update } = useListParams({ sort: options.sort });
  return {
    me,
    canManage: options.manage ? hasPermission(me, options.manage) : false,
    params,
    update,
  };
}
