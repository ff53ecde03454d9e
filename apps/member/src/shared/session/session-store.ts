import type {
  AuthReply,
  GlobalReply,
  MemberTransactionSummary,
  MemberUser,
} from '@topup/contracts/member-api.ts';
import { memberCalls } from '../api/member-calls.ts';
import { createStore } from '../ui/create-store.ts';

export const TOKEN_KEY = 'token';

/** Spec §3 Session: logged in or not, the stored token, the user and the auth reply's transaction. */
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

/**
 * Spec §4: with a stored token, asks /api/auth; success stores user and transaction, failure
 * removes the stored token. No token: does nothing. Returns the auth reply or null.
 */
export async function login(): Promise<AuthReply | null> {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const reply = await memberCalls.auth(token);
  if (reply?.status === true) {
    sessionStore.set({ status: true, token, user: reply.user, transaction: reply.transaction });
    return reply;
  }
  localStorage.removeItem(TOKEN_KEY);
  sessionStore.set({ status: false, token: null, user: null, transaction: null });
  return null;
}

export function logout() {
  localStorage.removeItem(TOKEN_KEY);
  sessionStore.set({ status: false, token: null, user: null, transaction: null });
}

export async function loadGlobal(): Promise<void> {
  const reply = await memberCalls.global();
  if (reply?.data) globalStore.set((previous) => ({ ...previous, ...reply.data }));
}

/**
 * App start (spec §2): a `?token=` in the address is stored and removed from the visible
 * address, then login and global data load together. Resolves when both have finished.
 */
export async function startSession(): Promise<void> {
  const url = new URL(window.location.href);
  const fromAddress = url.searchParams.get('token');
  if (fromAddress) {
    localStorage.setItem(TOKEN_KEY, fromAddress);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  await Promise.all([login(), loadGlobal()]);
}

/** After a spin, the available-spin count the server reports. */
export function setAvailableSpins(count: number) {
  sessionStore.set((s) => (s.user ? { ...s, user: { ...s.user, avaliable_spin: count } } : s));
}
