import type { HistoryItem } from '@topup/contracts/member-api.ts';
import { useCallback, useEffect, useState } from 'react';
import { memberCalls } from '../../shared/api/member-calls.ts';
import { t } from '../../shared/i18n/i18n.ts';
import { sessionStore } from '../../shared/session/session-store.ts';
import { openAlert } from '../../shared/ui/alert-store.ts';

/** How often a page with a waiting entry asks again, so its status changes on screen without a reload. */
export const HISTORY_POLL_MS = 5000;

export type HistoryPage = { page: number; hasMore: boolean; items: HistoryItem[] };

/**
 * One page of /api/history. The first load shows the loading indicator and alerts a failure;
 * while the page holds a waiting entry it is read again quietly every HISTORY_POLL_MS.
 */
export function useHistory(page: number, track: <T>(work: Promise<T>) => Promise<T>) {
  const [data, setData] = useState<HistoryPage | null>(null);

  const load = useCallback(
    async (quiet: boolean) => {
      const call = memberCalls.history(sessionStore.get().token ?? '', page);
      const reply = await (quiet ? call : track(call));
      if (reply !== false && reply.status === true) {
        setData({ page: reply.data.page, hasMore: reply.data.has_more, items: reply.data.items });
      } else if (!quiet) {
        openAlert(reply === false ? t('common.requestFailed') : reply.message);
      }
    },
    [page, track],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const waiting = data?.items.some((item) => item.status === 'waiting') ?? false;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void load(true), HISTORY_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, load]);

  return data;
}
