import { useQuery } from '@tanstack/react-query';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import type { Permission } from '@topup/contracts/permissions.ts';
import { request } from './client.ts';
import { AUTH_API } from './endpoints.ts';

export const ME_KEY = ['staff', 'me'] as const;

export const fetchMe = () => request<StaffMe>('GET', AUTH_API.me, { skipSessionHandling: true });

/** The signed-in operator, their role and permissions; errors with 401 when signed out. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, retry: false, staleTime: 60_000 });
}

export function hasPermission(me: StaffMe | undefined, permission: Permission | 'authenticated'): boolean {
  if (!me) return false;
  return permission === 'authenticated' || me.role.is_super || me.permissions.includes(permission);
}
