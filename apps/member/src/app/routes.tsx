import type { Theme } from '@topup/contracts/page-data.ts';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { LandingScreen } from '../features/landing/landing-screen.tsx';
import { navigate, usePath } from '../shared/router/router.ts';
import { sessionStore } from '../shared/session/session-store.ts';
import { LoadingIndicator } from '../shared/ui/loading.tsx';

type ScreenProps = { theme: Theme };
type Access = 'member' | 'anonymous';
type Route = { access: Access; screen: ComponentType<ScreenProps> };

/**
 * The two first screens (home for members, the landing page for visitors and refused links) are
 * in the first load, so neither waits for another file; the others load on demand.
 */
const ROUTES: Record<string, Route> = {
  '/': { access: 'member', screen: HomeScreen },
  '/landing_page': { access: 'anonymous', screen: LandingScreen },
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
  '/history': {
    access: 'member',
    screen: lazy(() =>
      import('../features/history/history-screen.tsx').then((m) => ({ default: m.HistoryScreen })),
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
 * Guards: / without login goes to /landing_page, other member routes to /, the
 * landing page with login to /, and unknown paths to /.
 */
export function resolveRoute(path: string, loggedIn: boolean): { redirect: string } | { route: Route } {
  const route = ROUTES[path];
  if (!route) return { redirect: '/' };
  if (route.access === 'anonymous' && loggedIn) return { redirect: '/' };
  if (route.access === 'member' && !loggedIn) return { redirect: path === '/' ? '/landing_page' : '/' };
  return { route };
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
