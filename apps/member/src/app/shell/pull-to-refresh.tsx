import { type ReactNode, type TouchEvent, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';

/** The page reloads 1000 ms after a pull is released. */
export const PULL_RELOAD_DELAY_MS = 1000;
const PULL_THRESHOLD_PX = 70;
const PULL_MAX_PX = 110;

type PullState = { phase: 'idle' } | { phase: 'pulling'; distance: number } | { phase: 'refreshing' };

/** Pull-to-refresh: 'Pull to refresh' while pulling, 'Refreshing...' then a reload. */
export function PullToRefresh({
  children,
  reload = () => window.location.reload(),
}: {
  children: ReactNode;
  reload?: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<PullState>({ phase: 'idle' });
  const startY = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    if (state.phase === 'refreshing') return;
    startY.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (startY.current === null || state.phase === 'refreshing') return;
    const distance = (event.touches[0]?.clientY ?? 0) - startY.current;
    if (distance <= 0) return setState({ phase: 'idle' });
    setState({ phase: 'pulling', distance: Math.min(distance, PULL_MAX_PX) });
  };
  const onTouchEnd = () => {
    startY.current = null;
    if (state.phase !== 'pulling') return;
    if (state.distance < PULL_THRESHOLD_PX) return setState({ phase: 'idle' });
    setState({ phase: 'refreshing' });
    setTimeout(reload, PULL_RELOAD_DELAY_MS);
  };

  const offset = state.phase === 'pulling' ? state.distance : state.phase === 'refreshing' ? 48 : 0;
  return (
    <div onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      <div className="pull-indicator" style={{ height: offset }} aria-live="polite">
        {state.phase === 'pulling' && <span>{t('shell.pullToRefresh')}</span>}
        {state.phase === 'refreshing' && <span>{t('shell.refreshing')}</span>}
      </div>
      {children}
    </div>
  );
}
