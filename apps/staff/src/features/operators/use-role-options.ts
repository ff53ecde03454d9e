import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import type { RoleOption } from './operator-types.ts';

export function useRoleOptions() {
  return useQuery({
    queryKey: ['staff', 'operators', 'role-options'],
    queryFn: () => api.get<{ data: RoleOption[] }>('/api/staff/operators/role-options').then((r) => r.data),
  });
}
