import type { PendingCountsReply } from '@topup/contracts/api/live-events.ts';
import type { QueueEvent } from '@topup/contracts/staff-session.ts';
import { createContext, useContext, useEffect, useRef } from 'react';
import { DASHBOARD_URL, TRANSACTIONS_URL } from '../api/endpoints.ts';

export type LiveState = 'connecting' | 'live' | 'offline';
type Listener = (event: QueueEvent) => void;

export type LiveDesk = {
  state: LiveState;
  counts: PendingCountsReply | undefined;
  /** Hears every queue event of the tab's one live connection; returns the unsubscribe. */
  subscribe: (listener: Listener) => () => void;
};

/** Provided by the shell, which holds the one live connection of the signed-in tab. */
export const LiveContext = createContext<LiveDesk>({
  state: 'offline',
  counts: undefined,
  subscribe: () => () => {},
});

export const useLiveDesk = () => useContext(LiveContext);

/** Calls `onEvent` for each live queue event while the component is mounted. */
export function useLiveEvents(onEvent: Listener): void {
  const { subscribe } = useLiveDesk();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => subscribe((event) => handler.current(event)), [subscribe]);
}

/**
 * Query keys the shell refreshes on every queue event: the dashboard, the counts and every list
 * whose endpoint is a pending queue or the transactions list.
 */
export const LIVE_COUNTS_KEY = ['staff', 'live', 'counts'] as const;
export function refreshedByLiveEvents(queryKey: readonly unknown[]): boolean {
  const [first, second] = queryKey;
  if (first === 'staff') return second === 'live';
  if (typeof first !== 'string') return false;
  return first.includes('/pending-') || first.startsWith(TRANSACTIONS_URL) || first.startsWith(DASHBOARD_URL);
}
