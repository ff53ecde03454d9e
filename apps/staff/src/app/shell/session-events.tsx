import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onSessionStatus } from '../../shared/api/session.ts';
import { ME_KEY } from '../../shared/api/use-me.ts';

/** Any call answered 401 leads to the login page ('Please login to continue.'), 423 to the lock screen. */
export function SessionEvents() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onSessionStatus((status) => {
        if (status === 423) {
          void queryClient.invalidateQueries({ queryKey: ME_KEY });
          return;
        }
        queryClient.removeQueries({ queryKey: ME_KEY });
        if (location.pathname !== '/login')
          navigate('/login', {
            replace: true,
            state: { from: location.pathname + location.search, reason: 'login-required' },
          });
      }),
    [queryClient, navigate, location],
  );
  return null;
}
