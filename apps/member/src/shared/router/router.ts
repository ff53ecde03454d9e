import { createStore } from '../ui/create-store.ts';

/**
 * A history-API router for six fixed paths. react-router would add ~20 KB gzip to a first
 * load that has a 90 KB budget; this needs only the current path and navigate().
 */
export const locationStore = createStore<string>(
  typeof window === 'undefined' ? '/' : window.location.pathname,
);

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => locationStore.set(window.location.pathname));
}

export function navigate(to: string, options: { replace?: boolean } = {}) {
  if (to === window.location.pathname + window.location.search) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo?.(0, 0);
  locationStore.set(new URL(to, window.location.origin).pathname);
}

export function usePath(): string {
  return locationStore.use();
}
