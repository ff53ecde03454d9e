import { useQuery } from '@tanstack/react-query';
import type { RoleBankGroupOption, RoleView } from '@topup/contracts/api/access.ts';
import { api } from '../../shared/api/client.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const rolesResource = defineResource('/api/staff/roles', '/roles');
export const rolesList = listSource<RoleView>(rolesResource.endpoint, 'name');
const ROLE_BANK_GROUPS_URL = `${rolesResource.endpoint}/bank-groups`;

/** The bank groups a role's payment gateway may be limited to, as select options. */
export function useRoleBankGroups() {
  return useQuery({
    queryKey: [ROLE_BANK_GROUPS_URL],
    queryFn: () => api.get<{ data: RoleBankGroupOption[] }>(ROLE_BANK_GROUPS_URL).then((r) => r.data),
  });
}
