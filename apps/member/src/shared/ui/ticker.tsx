import type { PageData } from '@topup/contracts/page-data.ts';
import { currentLanguage, useTranslation } from '../i18n/i18n.ts';
import { Icon } from './icons.tsx';
import './ticker.css';

/** The scrolling announcement ticker, in the reader's language. */
export function Ticker({ announcements }: { announcements: PageData['announcements'] }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const texts = announcements.map((a) => a.content[lang] || a.content.en).filter(Boolean);
  if (texts.length === 0) return null;
  const line = texts.join('     ✦     ');
  return (
    <section className="ticker" aria-label={t('home.announcements')}>
      <Icon.megaphone className="ticker-icon" width={18} height={18} />
      <div className="ticker-window">
        <p className="ticker-track" style={{ animationDuration: `${Math.max(12, line.length / 5)}s` }}>
          <span>{line}</span>
          <span aria-hidden="true">{line}</span>
        </p>
      </div>
    </section>
  );
}
