import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnverifiedReply } from '@topup/contracts/api/staff-auth.ts';
import { request } from './client.ts';
import { AUTH_API } from './endpoints.ts';
import { ME_KEY } from './use-me.ts';

/**
 * The shell's session calls: lock, unlock with the PIN, sign out, and the unverified-items
 * warning before signing out. They answer the session's own errors themselves, so none of them
 * sends the operator to the login page or the lock screen.
 */
const sessionPost = (path: string, body: object = {}) =>
  request('POST', path, { body, skipSessionHandling: true });

/** 'Deposit (n), Withdrawal (m) not verified.' while approved items wait for verification; null otherwise or unknown. */
export const unverifiedWarning = () =>
  request<UnverifiedReply>('GET', AUTH_API.unverified, { skipSessionHandling: true })
    .then((reply) => reply.data.message)
    .catch(() => null);

export const logoutSession = () => sessionPost(AUTH_API.logout).catch(() => {});

/** Locks the session; the shell then shows the lock screen (the operator's session says locked). */
export function useLockSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sessionPost(AUTH_API.lock),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY }),
  });
}

/** Unlocks with the security PIN; the screens behind the lock read again as they come back. */
export function useUnlockSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => sessionPost(AUTH_API.unlock, { pin }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_KEY }),
  });
}

/** The shell hears here which calls were refused for the session: 401 signed out, 423 locked. */
export { onSessionStatus } from './client.ts';
