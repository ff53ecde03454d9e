import { useQuery } from '@tanstack/react-query';
import type { RoleOption } from '@topup/contracts/staff-access.ts';
import { api } from '../../shared/api/client.ts';
import { ROLE_OPTIONS_URL } from './api.ts';

export function useRoleOptions() {
  return useQuery({
    queryKey: [ROLE_OPTIONS_URL],
    queryFn: () => api.get<{ data: RoleOption[] }>(ROLE_OPTIONS_URL).then((r) => r.data),
  });
}
