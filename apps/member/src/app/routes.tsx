import type { Theme } from '@topup/contracts/page-data.ts';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { navigate, usePath } from '../shared/router/router.ts';
import { sessionStore } from '../shared/session/session-store.ts';
import { LoadingIndicator } from '../shared/ui/loading.tsx';

type ScreenProps = { theme: Theme };
type Access = 'member' | 'anonymous';
type Route = { access: Access; screen: ComponentType<ScreenProps> };

const loadLanding = () => import('../features/landing/landing-screen.tsx');

/** Screens other than home load on demand, so the first load of / stays small. */
const ROUTES: Record<string, Route> = {
  '/': { access: 'member', screen: HomeScreen },
  '/landing_page': {
    access: 'anonymous',
    screen: lazy(() => loadLanding().then((m) => ({ default: m.LandingScreen }))),
  },
  '/deposit': {
    access: 'member',
    screen: lazy(() =>
      import('../features/deposit/deposit-screen.tsx').then((m) => ({ default: m.DepositScreen })),
    ),
  },
  '/reward': {
    access: 'member',
    screen: lazy(() =>
      import('../features/reward/reward-screen.tsx').then((m) => ({ default: m.RewardScreen })),
    ),
  },
  '/promotions': {
    access: 'member',
    screen: lazy(() =>
      import('../features/promotions/promotions-screen.tsx').then((m) => ({ default: m.PromotionsScreen })),
    ),
  },
  '/fortune-spin': {
    access: 'member',
    screen: lazy(() =>
      import('../features/fortune-spin/fortune-spin-screen.tsx').then((m) => ({
        default: m.FortuneSpinScreen,
      })),
    ),
  },
};

/**
 * Spec §2 guards: / without login goes to /landing_page, other member routes to /, the
 * landing page with login to /, and unknown paths to /.
 */
export function resolveRoute(path: string, loggedIn: boolean): { redirect: string } | { route: Route } {
  const route = ROUTES[path];
  if (!route) return { redirect: '/' };
  if (route.access === 'anonymous' && loggedIn) return { redirect: '/' };
  if (route.access === 'member' && !loggedIn) return { redirect: path === '/' ? '/landing_page' : '/' };
  return { route };
}

/** Starts fetching the landing chunk while the login call is still out. */
export function preloadLanding() {
  void loadLanding();
}

export function Routes({ theme }: ScreenProps) {
  const path = usePath();
  const session = sessionStore.use();
  const resolved = resolveRoute(path, session.status);
  const redirect = 'redirect' in resolved ? resolved.redirect : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  if ('redirect' in resolved) return null;
  const Screen = resolved.route.screen;
  return (
    <Suspense fallback={<LoadingIndicator visible />}>
      <Screen theme={theme} />
    </Suspense>
  );
}
