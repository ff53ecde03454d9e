import type { PageData } from '@topup/contracts/page-data.ts';
import { useEffect, useRef, useState } from 'react';
import type { SwiperOptions } from 'swiper/types';
import { currentLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { usePainted, whenIdle } from '../../shared/paint/first-paint.ts';
import 'swiper/css';

/** A banner stays this long before the next one slides in. */
export const AUTOPLAY_DELAY_MS = 3000;

/** Carousel constants (Swiper's own defaults, stated so a library upgrade cannot move them). */
export const CAROUSEL_OPTIONS: SwiperOptions = {
  speed: 300,
  threshold: 5,
  resistanceRatio: 0.85,
  longSwipesRatio: 0.5,
  longSwipesMs: 300,
  autoHeight: true,
  rewind: true,
};

/** The banner carousel (autoplay, auto height); the first banner is plain HTML, Swiper comes after the first paint. */
export function BannerCarousel({ banners }: { banners: PageData['banners'] }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const lang = currentLanguage();
  // Only the first banner (the largest paint) is in the first render. The others and Swiper
  // (whose set-up measures the page) come once the browser is idle after the first screen has
  // been shown: they are needed when the carousel first turns, not before, and the images below
  // the banner are asked for at the paint.
  const painted = usePainted();
  const [complete, setComplete] = useState(false);
  useEffect(
    () => (painted && banners.length > 1 ? whenIdle(() => setComplete(true)) : undefined),
    [painted, banners.length],
  );
  const shown = complete ? banners : banners.slice(0, 1);

  useEffect(() => {
    if (!complete || !root.current) return;
    let destroyed = false;
    let instance: { destroy: () => void } | null = null;
    void import('./create-carousel.ts').then(({ createCarousel }) => {
      if (destroyed || !root.current) return;
      instance = createCarousel(root.current, CAROUSEL_OPTIONS, AUTOPLAY_DELAY_MS);
    });
    return () => {
      destroyed = true;
      instance?.destroy();
    };
  }, [complete]);

  if (banners.length === 0) return null;
  return (
    <section className="banner swiper" ref={root} aria-label={t('home.banners')}>
      <div className="swiper-wrapper">
        {shown.map((banner, index) => (
          <div className="swiper-slide" key={`${banner.name}-${banner.image.en}`}>
            <img
              src={banner.image[lang] || banner.image.en}
              alt={banner.name}
              width={750}
              height={360}
              fetchPriority={index === 0 ? 'high' : 'low'}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
