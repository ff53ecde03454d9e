import Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/**
 * Loaded on demand by the banner carousel: Swiper core without its Autoplay module, which runs a
 * requestAnimationFrame loop for as long as it plays (to report the time left), so the main
 * thread renders every frame of the page for ever: on a throttled phone, a long task every few
 * frames. Autoplay here is one timer: the next slide `delay` ms after the last slide change
 * (autoplay's or the member's), held while a finger is on the banner, never stopped by a swipe
 * (Swiper's `disableOnInteraction: false`); `rewind` takes the last slide back to the first.
 */
export function createCarousel(
  element: HTMLElement,
  options: SwiperOptions,
  autoplayDelayMs: number,
): { destroy: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const swiper = new Swiper(element, options);
  const hold = () => clearTimeout(timer);
  const arm = () => {
    hold();
    timer = setTimeout(() => swiper.slideNext(), autoplayDelayMs);
  };
  swiper.on('slideChange', arm);
  swiper.on('touchStart', hold);
  swiper.on('touchEnd', arm);
  arm();
  return {
    destroy: () => {
      hold();
      swiper.destroy(true, true);
    },
  };
}
