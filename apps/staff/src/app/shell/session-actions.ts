import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { request } from '../../shared/api/client.ts';
import { ME_KEY } from '../../shared/api/use-me.ts';

/** Lock and logout, shared by the header, the q long press and the lock screen. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return {
    lock: async () => {
      await request('POST', '/api/staff/auth/lock', { body: {}, skipSessionHandling: true });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
    logout: async () => {
      await request('POST', '/api/staff/auth/logout', { body: {}, skipSessionHandling: true }).catch(
        () => {},
      );
      queryClient.clear();
      navigate('/login', { replace: true, state: { reason: 'logged-out' } });
    },
  };
}
