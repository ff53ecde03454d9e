import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n, storedLanguage } from './shared/i18n/i18n.ts';
import { pageData } from './shared/page-data/page-data.ts';
import { startSession, TOKEN_KEY } from './shared/session/session-store.ts';
import './shared/ui/theme.css';

initI18n();

// The first banner is home's largest paint: fetch it while the login call is out, not after.
const memberLikely =
  new URLSearchParams(window.location.search).has('token') || localStorage.getItem(TOKEN_KEY);
const firstBanner = pageData().banners[0];
if (memberLikely && firstBanner) {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = firstBanner.image[storedLanguage()] || firstBanner.image.en;
}

const started = startSession();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App start={() => started} />);
