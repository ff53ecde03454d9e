import { useEffect, useState } from 'react';
import { pageData } from '../shared/page-data/page-data.ts';
import { startSession, TOKEN_KEY } from '../shared/session/session-store.ts';
import { preloadLanding, Routes } from './routes.tsx';
import { Shell } from './shell/shell.tsx';

/** Nothing renders until the login attempt has finished (spec §2). */
export function App({ start = startSession }: { start?: () => Promise<void> }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const hasToken =
      new URLSearchParams(window.location.search).has('token') || localStorage.getItem(TOKEN_KEY);
    if (!hasToken) preloadLanding();
    void start().finally(() => setReady(true));
  }, [start]);
  if (!ready) return null;
  const theme = pageData().theme;
  return (
    <Shell theme={theme}>
      <Routes theme={theme} />
    </Shell>
  );
}
