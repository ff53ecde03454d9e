import { useQueryClient } from '@tanstack/react-query';
import type { StaffMe } from '@topup/contracts/api/staff-auth.ts';
import type { QueueEvent } from '@topup/contracts/staff-session.ts';
import { App } from 'antd';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../shared/api/use-me.ts';
import { LiveContext, refreshedByLiveEvents } from '../../shared/live/live-context.ts';
import { useAlertSettings } from '../../shared/live/use-alert-settings.ts';
import { beep } from '../../shared/sound/beep.ts';
import { usePendingCounts } from './api.ts';
import { useEventSource } from './use-event-source.ts';

const COUNTS_FALLBACK_MS = 60_000;

/** Shows a system notification for a new item while the tab is hidden, when the operator allowed it. */
function notifyHidden(title: string) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden)
    return;
  try {
    new Notification(title, { tag: 'staff-queue' });
  } catch {
    // Some browsers allow notifications only from a service worker; the sound still plays.
  }
}

/**
 * The signed-in tab's live desk: one connection to the queue events, the menu counts, and the
 * alert for a new item (sound at the operator's volume, a toast, a system notification while
 * the tab is hidden) on whatever page is open. Pages subscribe through `useLiveEvents`.
 */
export function LiveDeskProvider({ me, children }: { me: StaffMe; children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const alerts = useAlertSettings().data;
  const listeners = useRef(new Set<(event: QueueEvent) => void>());
  const seesQueue = ['deposits.view', 'withdrawals.view', 'dashboard.view'].some((p) =>
    hasPermission(me, p as 'deposits.view'),
  );
  const counts = usePendingCounts(seesQueue, COUNTS_FALLBACK_MS);

  const onEvent = (event: QueueEvent) => {
    void queryClient.invalidateQueries({ predicate: (query) => refreshedByLiveEvents(query.queryKey) });
    for (const listener of listeners.current) listener(event);
    if (event.change !== 'created') return;
    const title = t('desk.newItem', { type: t(`desk.kind.${event.kind}`), id: event.id });
    if (alerts?.sound !== false) beep(alerts?.volume);
    notification.info({
      title,
      placement: 'bottomRight',
      duration: 4,
      props: { 'data-testid': 'desk-alert' },
    });
    notifyHidden(title);
  };
  const state = useEventSource(seesQueue, onEvent);

  const subscribe = useCallback((listener: (event: QueueEvent) => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const desk = useMemo(() => ({ state, counts: counts.data, subscribe }), [state, counts.data, subscribe]);
  return <LiveContext.Provider value={desk}>{children}</LiveContext.Provider>;
}
