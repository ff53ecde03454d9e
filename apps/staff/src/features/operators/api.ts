import { useQuery } from '@tanstack/react-query';
import type { OperatorView, RoleOption } from '@topup/contracts/api/access.ts';
import { api } from '../../shared/api/client.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const operatorsResource = defineResource('/api/staff/operators', '/operators');
export const operatorsList = listSource<OperatorView>(operatorsResource.endpoint, 'name');
const ROLE_OPTIONS_URL = `${operatorsResource.endpoint}/role-options`;

/** Every role, for the operator form's role select and the list's role filter. */
export function useRoleOptions() {
  return useQuery({
    queryKey: [ROLE_OPTIONS_URL],
    queryFn: () => api.get<{ data: RoleOption[] }>(ROLE_OPTIONS_URL).then((r) => r.data),
  });
}
