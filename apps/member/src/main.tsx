import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './shared/i18n/i18n.ts';
import './shared/ui/theme.css';

initI18n();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
