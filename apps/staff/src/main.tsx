import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './app/app.tsx';
import { initI18n } from './shared/i18n/i18n.ts';

initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
