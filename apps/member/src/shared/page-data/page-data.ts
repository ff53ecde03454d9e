import { PAGE_DATA_ELEMENT_ID, type PageData } from '@topup/contracts/page-data.ts';

const EMPTY_LOCALIZED = { en: '', bm: '', cn: '' };

/** Used when the page is not served by the API server (vite dev, unit tests). */
export const FALLBACK_PAGE_DATA: PageData = {
  theme: 'DarkGold',
  logo: '/media/demo/logo.svg',
  telegram_link: '',
  whatsapp_link: '',
  landing_contact_link: '',
  banners: [],
  announcements: [],
  modal_images: { rescue_bonus: EMPTY_LOCALIZED, fortune_spin: EMPTY_LOCALIZED },
  images: { payments: EMPTY_LOCALIZED, key_points: EMPTY_LOCALIZED, games: EMPTY_LOCALIZED },
  footer: { company: '', terms: '', support_hours: '' },
};

let cached: PageData | null = null;

/** The data the server injected into index.html, read once. */
export function pageData(): PageData {
  if (cached) return cached;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  try {
    cached = element?.textContent ? (JSON.parse(element.textContent) as PageData) : FALLBACK_PAGE_DATA;
  } catch {
    cached = FALLBACK_PAGE_DATA;
  }
  return cached;
}

/** Tests swap the page data. */
export function setPageDataForTest(data: PageData | null) {
  cached = data;
}
