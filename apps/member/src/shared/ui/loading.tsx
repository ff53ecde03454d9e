import { useCallback, useEffect, useRef, useState } from 'react';
import './loading.css';
import { useTranslation } from '../i18n/i18n.ts';

/** The loading indicator shows for at most 5000 ms (calls have no timeout, the screen must not stay blocked). */
export const LOADING_INDICATOR_MS = 5000;

export function LoadingIndicator({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** Runs a call with the loading indicator: shown until the call ends or 5000 ms pass. */
export function useLoading() {
  const [count, setCount] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  const track = useCallback(async <T,>(work: Promise<T>): Promise<T> => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setCount((c) => c - 1);
    };
    setCount((c) => c + 1);
    const timer = setTimeout(finish, LOADING_INDICATOR_MS);
    timers.current.add(timer);
    try {
      return await work;
    } finally {
      clearTimeout(timer);
      timers.current.delete(timer);
      finish();
    }
  }, []);
  return { loading: count > 0, track };
}
