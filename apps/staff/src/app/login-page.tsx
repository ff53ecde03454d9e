import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../features/auth/login-form.tsx';
import { FirstRunGate } from '../features/first-run/first-run-gate.tsx';
import { fetchMe, ME_KEY, useMe } from '../shared/api/use-me.ts';

type LoginState = { from?: string; reason?: 'login-required' | 'logged-out' } | null;

/** The login route inside the back-office (after a logout or an expired session). */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginState;
  const queryClient = useQueryClient();
  const me = useMe();

  if (me.data) return <Navigate to={state?.from ?? '/'} replace />;
  const signedIn = async () => {
    await queryClient.fetchQuery({ queryKey: ME_KEY, queryFn: fetchMe });
    navigate(state?.from && state.from !== '/login' ? state.from : '/', { replace: true });
  };
  return (
    <FirstRunGate onSignedIn={signedIn}>
      <LoginForm loginRequired={state?.reason === 'login-required'} onSignedIn={signedIn} />
    </FirstRunGate>
  );
}
