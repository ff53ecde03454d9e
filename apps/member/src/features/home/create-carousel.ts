import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/** Loaded on demand by the banner carousel; named imports let the bundler drop unused Swiper modules. */
export function createCarousel(element: HTMLElement, options: SwiperOptions): { destroy: () => void } {
  const swiper = new Swiper(element, { ...options, modules: [Autoplay] });
  return { destroy: () => swiper.destroy(true, true) };
}
