import { MEMBER_AUTH_ELEMENT_ID } from '@topup/contracts/page-data.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { globalLoaded, globalStore, login, logout, sessionStore, startSession } from './session-store.ts';

const user = {
  id: 1,
  name: 'Demo',
  phone: '60123',
  whatsapp_link: 'w',
  telegram_link: 't',
  avaliable_spin: 3,
};
const authOk = { body: { status: true, user, transaction: null } };
const authBad = { status: 401, body: { status: false, message: 'Please contact customer service.' } };
const globalOk = {
  body: { status: true, data: { fortune_spin: { enabled: 1, segments: ['1'] }, promotions: [] } },
};

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  logout();
});
// A start's global data is asked for after the first paint: let it land in its own test.
afterEach(async () => {
  await globalLoaded();
  vi.unstubAllGlobals();
});

describe('session start', () => {
  it('logs in with ?token=, stores it and removes it from the visible address', async () => {
    window.history.replaceState(null, '', '/deposit?token=abc&x=1#top');
    const { calls } = fakeFetch({ '/api/auth': () => authOk, '/api/global': () => globalOk });
    await startSession();
    await globalLoaded();
    expect(localStorage.getItem('token')).toBe('abc');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/deposit?x=1#top');
    expect(calls.find((c) => c.url === '/api/auth')?.body).toEqual({ token: 'abc' });
    expect(sessionStore.get()).toMatchObject({ status: true, token: 'abc', user });
    expect(globalStore.get().fortune_spin.segments).toEqual(['1']);
  });

  it('tries the stored token when the address has none', async () => {
    localStorage.setItem('token', 'stored');
    const { calls } = fakeFetch({ '/api/auth': () => authOk, '/api/global': () => globalOk });
    await startSession();
    expect(calls.find((c) => c.url === '/api/auth')?.body).toEqual({ token: 'stored' });
    expect(sessionStore.get().status).toBe(true);
  });

  it('removes the stored token when auth fails and returns null', async () => {
    localStorage.setItem('token', 'bad');
    fakeFetch({ '/api/auth': () => authBad });
    expect(await login()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.get()).toMatchObject({ status: false, user: null });
  });

  it('does nothing without a token', async () => {
    const { calls } = fakeFetch({ '/api/global': () => globalOk });
    expect(await login()).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('logout clears token, user and transaction', async () => {
    localStorage.setItem('token', 'stored');
    fakeFetch({ '/api/auth': () => authOk });
    await login();
    logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.get()).toEqual({ status: false, token: null, user: null, transaction: null });
  });

  describe('a member link whose page carries the login answer (server: modules/web/spa.routes.ts)', () => {
    const inject = (reply: unknown) => {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = MEMBER_AUTH_ELEMENT_ID;
      element.textContent = JSON.stringify(reply);
      document.head.append(element);
    };
    afterEach(() => document.getElementById(MEMBER_AUTH_ELEMENT_ID)?.remove());

    it('logs in from it at once, without calling /api/auth; global data still loads', async () => {
      window.history.replaceState(null, '', '/?token=abc');
      inject(authOk.body);
      const { calls } = fakeFetch({ '/api/global': () => globalOk });
      expect(startSession()).toBeNull();
      expect(sessionStore.get()).toEqual({ status: true, token: 'abc', user, transaction: null });
      expect(localStorage.getItem('token')).toBe('abc');
      expect(window.location.search).toBe('');
      expect(document.getElementById(MEMBER_AUTH_ELEMENT_ID)).toBeNull();
      await globalLoaded();
      expect(calls.map((c) => c.url)).toEqual(['/api/global']);
      expect(globalStore.get().fortune_spin.segments).toEqual(['1']);
    });

    it('takes a refusal as a failed login: the token is removed, nobody is logged in', async () => {
      localStorage.setItem('token', 'older');
      window.history.replaceState(null, '', '/?token=bad');
      inject(authBad.body);
      const { calls } = fakeFetch({ '/api/global': () => globalOk });
      expect(startSession()).toBeNull();
      expect(localStorage.getItem('token')).toBeNull();
      expect(sessionStore.get()).toMatchObject({ status: false, token: null, user: null });
      expect(calls.filter((c) => c.url === '/api/auth')).toHaveLength(0);
    });

    it('is ignored without a token in the address (the stored token logs in by /api/auth)', async () => {
      localStorage.setItem('token', 'stored');
      inject(authBad.body);
      const { calls } = fakeFetch({ '/api/auth': () => authOk, '/api/global': () => globalOk });
      await startSession();
      expect(calls.find((c) => c.url === '/api/auth')?.body).toEqual({ token: 'stored' });
      expect(sessionStore.get().status).toBe(true);
    });
  });
});
