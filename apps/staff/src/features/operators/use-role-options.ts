import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import { ROLE_OPTIONS_URL } from './api.ts';
import type { RoleOption } from './operator-types.ts';

export function useRoleOptions() {
  return useQuery({
    queryKey: [ROLE_OPTIONS_URL],
    queryFn: () => api.get<{ data: RoleOption[] }>(ROLE_OPTIONS_URL).then((r) => r.data),
  });
}
