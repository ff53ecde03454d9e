import { act, render, screen } from '@testing-library/react';
import { MEMBER_AUTH_ELEMENT_ID } from '@topup/contracts/page-data.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageDataForTest } from '../shared/page-data/page-data.ts';
import { locationStore } from '../shared/router/router.ts';
import { logout, sessionStore } from '../shared/session/session-store.ts';
import { demoPageData } from '../shared/test/demo-page-data.ts';
import { fakeFetch } from '../shared/test/fake-fetch.ts';
import { App } from './app.tsx';
import { resolveRoute } from './routes.tsx';

const user = { id: 1, name: 'Demo', phone: '60', whatsapp_link: '', telegram_link: '', avaliable_spin: 3 };

beforeEach(() => {
  setPageDataForTest(demoPageData());
  logout();
});
afterEach(() => {
  setPageDataForTest(null);
  vi.unstubAllGlobals();
});

describe('route guards', () => {
  it('sends visitors from / to /landing_page and from member screens to /', () => {
    expect(resolveRoute('/', false)).toEqual({ redirect: '/landing_page' });
    for (const path of ['/deposit', '/reward', '/promotions', '/fortune-spin']) {
      expect(resolveRoute(path, false)).toEqual({ redirect: '/' });
      expect(resolveRoute(path, true)).toHaveProperty('route');
    }
  });

  it('sends members away from the landing page and everyone from unknown paths to /', () => {
    expect(resolveRoute('/landing_page', true)).toEqual({ redirect: '/' });
    expect(resolveRoute('/landing_page', false)).toHaveProperty('route');
    expect(resolveRoute('/nope', true)).toEqual({ redirect: '/' });
    expect(resolveRoute('/nope', false)).toEqual({ redirect: '/' });
  });
});

describe('app start', () => {
  it('renders nothing until the login attempt has finished', async () => {
    window.history.replaceState(null, '', '/');
    let finish: () => void = () => {};
    const start = () =>
      new Promise<void>((resolve) => {
        finish = () => {
          sessionStore.set({ status: true, token: 't', user, transaction: null });
          resolve();
        };
      });
    const { container } = render(<App start={start} />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => finish());
    expect(await screen.findByRole('region', { name: 'Live Transactions' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('takes a visitor from / to the landing page', async () => {
    window.history.replaceState(null, '', '/');
    render(<App start={async () => {}} />);
    expect(await screen.findByRole('heading', { name: 'Claim Your Prize' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/landing_page');
  });

  it('renders home at once from the login answer the member link page carries, without /api/auth', async () => {
    window.history.replaceState(null, '', '/?token=abc');
    locationStore.set('/');
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = MEMBER_AUTH_ELEMENT_ID;
    element.textContent = JSON.stringify({ status: true, user, transaction: null });
    document.head.append(element);
    const { calls } = fakeFetch({
      '/api/global': () => ({
        body: { status: true, data: { fortune_spin: { enabled: 1, segments: [] }, promotions: [] } },
      }),
    });
    render(<App />);
    // The first render is the screen: no waiting for an effect or a reply.
    expect(screen.getByRole('region', { name: 'Live Transactions' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    await act(async () => {});
    expect(calls.map((c) => c.url)).not.toContain('/api/auth');
  });
});
