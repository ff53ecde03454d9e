import { useQueryClient } from '@tanstack/react-query';
import { LIVE_QUEUE_EVENT, type QueueEvent } from '@topup/contracts/staff-session.ts';
import { useEffect, useRef, useState } from 'react';

const RECONNECT_MS = 5000;
const MAX_RECONNECTS = 120;

/**
 * Subscribes to GET /api/staff/live (server-sent events). Each event refreshes the queue and
 * today's figures; `onCreated` fires for new items (the sound alert). EventSource retries a
 * dropped stream by itself; a refused one (closed) is reopened here, boundedly.
 */
export type LiveState = 'connecting' | 'live' | 'offline';

export function useLiveQueue(onCreated: (event: QueueEvent) => void): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const created = useRef(onCreated);
  created.current = onCreated;

  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;

    const open = () => {
      source = new EventSource('/api/staff/live', { withCredentials: true });
      source.onopen = () => {
        attempts = 0;
        setState('live');
      };
      source.onerror = () => {
        setState('offline');
        if (source?.readyState === EventSource.CLOSED && !stopped && attempts++ < MAX_RECONNECTS)
          timer = setTimeout(open, RECONNECT_MS);
      };
      source.addEventListener(LIVE_QUEUE_EVENT, (message) => {
        void queryClient.invalidateQueries({ queryKey: ['staff', 'dashboard'] });
        try {
          const event = JSON.parse((message as MessageEvent<string>).data) as QueueEvent;
          if (event.change === 'created') created.current(event);
        } catch {
          // A malformed payload still refreshed the queue above.
        }
      });
    };
    open();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [queryClient]);

  return state;
}
