import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { globalStore, login, logout, sessionStore, startSession } from './session-store.ts';

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
afterEach(() => vi.unstubAllGlobals());

describe('session start (spec §2, §4)', () => {
  it('logs in with ?token=, stores it and removes it from the visible address', async () => {
    window.history.replaceState(null, '', '/deposit?token=abc&x=1#top');
    const { calls } = fakeFetch({ '/api/auth': () => authOk, '/api/global': () => globalOk });
    await startSession();
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
});
