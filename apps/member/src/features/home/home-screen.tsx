import type { Localized } from '@topup/contracts/locales.ts';
import type { Theme } from '@topup/contracts/page-data.ts';
import { currentLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { pageData } from '../../shared/page-data/page-data.ts';
import { usePainted } from '../../shared/paint/first-paint.ts';
import { Ticker } from '../../shared/ui/ticker.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { LiveTransactionTable } from './live-transaction-table.tsx';
import { QuickActions } from './quick-actions.tsx';
import './home.css';

/**
 * An image below the banner: its box is there from the first render (nothing shifts), the image
 * is asked for once the first screen has been shown, so that it does not compete with the banner
 * (only this component renders again then, not the screen).
 */
function Picture({ image, label, height }: { image: Localized; label: string; height: number }) {
  const painted = usePainted();
  const src = image[currentLanguage()] || image.en;
  if (!src) return null;
  if (!painted) return <div className="home-image" style={{ aspectRatio: `750 / ${height}` }} />;
  return <img className="home-image" src={src} alt={label} width={750} height={height} loading="lazy" />;
}

/** Home, in the order each theme lists. */
export function HomeScreen({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const data = pageData();
  const payments = <Picture image={data.images.payments} label={t('home.payments')} height={160} />;
  const keyPoints = <Picture image={data.images.key_points} label={t('home.keyPoints')} height={220} />;
  const games = <Picture image={data.images.games} label={t('home.games')} height={300} />;
  if (theme === 'Purple') {
    return (
      <div className="home home-purple">
        <BannerCarousel banners={data.banners} />
        <LiveTransactionTable />
        {keyPoints}
        {payments}
        {games}
      </div>
    );
  }
  return (
    <div className="home home-gold">
      <BannerCarousel banners={data.banners} />
      <Ticker announcements={data.announcements} />
      {payments}
      {keyPoints}
      <LiveTransactionTable />
      <QuickActions />
      {games}
    </div>
  );
}
