import { useEffect, useState } from 'react';
import { pageData } from '../shared/page-data/page-data.ts';
import { startSession } from '../shared/session/session-store.ts';
import { Routes } from './routes.tsx';
import { Shell } from './shell/shell.tsx';

/**
 * Nothing renders until the login attempt has finished. `start` begins it and returns
 * null when it has finished already (the page carried the answer: the first render is the
 * screen), else a promise of its end.
 */
export function App({ start = startSession }: { start?: () => Promise<void> | null }) {
  const [pending] = useState(start);
  const [ready, setReady] = useState(pending === null);
  useEffect(() => {
    void pending?.finally(() => setReady(true));
  }, [pending]);
  if (!ready) return null;
  const theme = pageData().theme;
  return (
    <Shell theme={theme}>
      <Routes theme={theme} />
    </Shell>
  );
}
