import type {
  AuthReply,
  GlobalReply,
  MemberTransactionSummary,
  MemberUser,
} from '@topup/contracts/member-api.ts';
import { memberCalls } from '../api/member-calls.ts';
import { afterFirstPaint } from '../paint/first-paint.ts';
import { createStore } from '../ui/create-store.ts';
import { takeInjectedAuth } from './injected-auth.ts';

export const TOKEN_KEY = 'token';

/** Session: logged in or not, the stored token, the user and the auth reply's transaction. */
export type Session = {
  status: boolean;
  token: string | null;
  user: MemberUser | null;
  transaction: MemberTransactionSummary;
};

export const sessionStore = createStore<Session>({
  status: false,
  token: null,
  user: null,
  transaction: null,
});

export type GlobalData = GlobalReply['data'];
export const globalStore = createStore<GlobalData>({
  fortune_spin: { enabled: 0, segments: [] },
  promotions: [],
});

/** An auth reply with status true logs in; anything else removes the stored token. */
function settleLogin(token: string, reply: AuthReply | null): AuthReply | null {
  if (reply?.status === true) {
    sessionStore.set({ status: true, token, user: reply.user, transaction: reply.transaction });
    return reply;
  }
  localStorage.removeItem(TOKEN_KEY);
  sessionStore.set({ status: false, token: null, user: null, transaction: null });
  return null;
}

/**
 * With a stored token, asks /api/auth; success stores user and transaction, failure
 * removes the stored token. No token: does nothing. Returns the auth reply or null.
 */
export async function login(): Promise<AuthReply | null> {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  return settleLogin(token, await memberCalls.auth(token));
}

export function logout() {
  localStorage.removeItem(TOKEN_KEY);
  sessionStore.set({ status: false, token: null, user: null, transaction: null });
}

let globalLoad: Promise<void> | null = null;
/** True while the global data is on its way (screens that show it wait instead of showing none). */
export const globalLoading = createStore(false);

/** Loads the global data once `after` has resolved (at once by default). */
export function loadGlobal(after: Promise<void> = Promise.resolve()): Promise<void> {
  globalLoading.set(true);
  globalLoad = after
    .then(() => memberCalls.global())
    .then((reply) => {
      if (reply?.data) globalStore.set((previous) => ({ ...previous, ...reply.data }));
    })
    .finally(() => globalLoading.set(false));
  return globalLoad;
}

/** Resolves once the global data asked for has come (at once when none was asked for). */
export function globalLoaded(): Promise<void> {
  return globalLoad ?? Promise.resolve();
}

/**
 * App start: a `?token=` in the address is stored and removed from the visible
 * address, then the login is attempted; the global data loads after the first paint. For a member link the
 * server has made the login attempt with the page and sent its answer in it (modules/web/
 * spa.routes.ts): that answer is taken as /api/auth's and no call is made. Returns null when
 * the login attempt has finished so, else a promise of its end (nothing renders before it;
 * the global data may come later).
 */
export function startSession(): Promise<void> | null {
  const url = new URL(window.location.href);
  const fromAddress = url.searchParams.get('token');
  const answered = takeInjectedAuth();
  if (fromAddress) {
    localStorage.setItem(TOKEN_KEY, fromAddress);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  // Home shows none of it: asked for after the first paint, so that nothing but the first
  // screen's own files is on the wire before it (Lighthouse counts all of it into LCP).
  void loadGlobal(afterFirstPaint());
  if (fromAddress && answered) {
    settleLogin(fromAddress, answered);
    return null;
  }
  return login().then(() => undefined);
}

/** After a spin, the available-spin count the server reports. */
export function setAvailableSpins(count: number) {
  sessionStore.set((s) => (s.user ? { ...s, user: { ...s.user, avaliable_spin: count } } : s));
}
