import { Flex, Result, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { hasPermission, useMe } from '../shared/api/use-me.ts';
import { SCREENS } from './screens.tsx';
import { RequirePermission } from './shell/require-permission.tsx';
import { SessionEvents } from './shell/session-events.tsx';
import { SessionGate } from './shell/session-gate.tsx';

const LoginPage = lazy(async () => ({
  default: (await import('./login-page.tsx')).LoginPage,
}));

/** The first screen the operator may open: the dashboard, else the first menu entry they hold. */
function Home() {
  const me = useMe();
  const first = SCREENS.find((s) => s.menuLabel && hasPermission(me.data, s.permission));
  return <Navigate to={`/${first?.path ?? 'profile'}`} replace />;
}

function NotFound() {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('errors.notFound')} />;
}

export function AppRoutes() {
  return (
    <Suspense
      fallback={
        <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
          <Spin size="large" />
        </Flex>
      }
    >
      <SessionEvents />
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<SessionGate />}>
          <Route index element={<Home />} />
          {SCREENS.map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              element={
                <RequirePermission permission={screen.permission}>
                  <screen.page />
                </RequirePermission>
              }
            />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
