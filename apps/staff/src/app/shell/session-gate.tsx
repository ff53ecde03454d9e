import { Flex, Spin } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../../shared/api/use-me.ts';
import { AppLayout } from './app-layout.tsx';
import { LockScreen } from './lock-screen.tsx';

/** Signed out: the login page; locked: the lock screen; otherwise the back-office. */
export function SessionGate() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending)
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" />
      </Flex>
    );
  if (me.isError || !me.data)
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: location.pathname + location.search, reason: 'login-required' }}
      />
    );
  if (me.data.locked) return <LockScreen me={me.data} />;
  return <AppLayout me={me.data} />;
}
