import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTexts } from './app/texts/load-texts.ts';
import { startI18n } from './shared/i18n/i18n.ts';

/** The login page loads only what it shows; everything else waits for a session. */
async function start() {
  const root = createRoot(document.getElementById('root')!);
  const [, login] = await Promise.all([
    startI18n(loadTexts),
    window.location.pathname.replace(/\/+$/, '') === '/admin/login' ? import('./app/login-entry.tsx') : null,
  ]);
  if (login) return login.renderLogin(root);
  const { StaffApp } = await import('./app/app.tsx');
  root.render(
    <StrictMode>
      <StaffApp />
    </StrictMode>,
  );
}

void start();
