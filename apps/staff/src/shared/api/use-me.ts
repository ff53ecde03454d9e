import { useQuery } from '@tanstack/react-query';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import type { Permission } from '@topup/contracts/permissions.ts';
import { setDisplayZone } from '../format/format.ts';
import { request } from './client.ts';
import { AUTH_API } from './endpoints.ts';

export const ME_KEY = ['staff', 'me'] as const;

/** Also sets the zone every date and time is shown in (the business time zone). */
export async function fetchMe(): Promise<StaffMe> {
  const me = await request<StaffMe>('GET', AUTH_API.me, { skipSessionHandling: true });
  setDisplayZone(me.time_zone);
  return me;
}

/** The signed-in operator, their role and permissions; errors with 401 when signed out. */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: fetchMe, retry: false, staleTime: 60_000 });
}

export function hasPermission(me: StaffMe | undefined, permission: Permission | 'authenticated'): boolean {
  if (!me) return false;
  return permission === 'authenticated' || me.role.is_super || me.permissions.includes(permission);
}
