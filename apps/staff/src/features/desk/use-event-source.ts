import { LIVE_QUEUE_EVENT, type QueueEvent } from '@topup/contracts/staff-session.ts';
import { useEffect, useRef, useState } from 'react';
import type { LiveState } from '../../shared/live/live-context.ts';
import { LIVE_API } from './api.ts';

const RECONNECT_MS = 5000;
const MAX_RECONNECTS = 120;

/**
 * The tab's one GET /api/staff/live stream (server-sent events). EventSource retries a dropped
 * stream by itself; a refused one (closed) is reopened here, boundedly.
 */
export function useEventSource(enabled: boolean, onEvent: (event: QueueEvent) => void): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!enabled) {
      setState('offline');
      return;
    }
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;
    const open = () => {
      source = new EventSource(LIVE_API.stream, { withCredentials: true });
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
        try {
          handler.current(JSON.parse((message as MessageEvent<string>).data) as QueueEvent);
        } catch {
          // A malformed payload is ignored; the fallback refresh catches up.
        }
      });
    };
    open();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [enabled]);

  return state;
}
