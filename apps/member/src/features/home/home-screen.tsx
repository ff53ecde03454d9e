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

type PictureProps = { image: Localized; label: string; height: number; painted: boolean };

/**
 * An image below the banner: its box is there from the first render (nothing shifts), the image
 * is asked for once the first screen has been shown, so that it does not compete with the banner.
 */
function Picture({ image, label, height, painted }: PictureProps) {
  const src = image[currentLanguage()] || image.en;
  if (!src) return null;
  if (!painted) return <div className="home-image" style={{ aspectRatio: `750 / ${height}` }} />;
  return <img className="home-image" src={src} alt={label} width={750} height={height} loading="lazy" />;
}

/** Home of spec §2, in the order each theme lists. */
export function HomeScreen({ theme }: { theme: Theme }) {
  const { t } = useTranslation();
  const data = pageData();
  const painted = usePainted();
  const picture = (image: Localized, label: string, height: number) => (
    <Picture image={image} label={label} height={height} painted={painted} />
  );
  const payments = picture(data.images.payments, t('home.payments'), 160);
  const keyPoints = picture(data.images.key_points, t('home.keyPoints'), 220);
  const games = picture(data.images.games, t('home.games'), 300);
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
