import type { PageData } from '@topup/contracts/page-data.ts';

const per = (name: string) => ({ en: `/m/${name}-en.svg`, bm: `/m/${name}-bm.svg`, cn: `/m/${name}-cn.svg` });

export function demoPageData(overrides: Partial<PageData> = {}): PageData {
  return {
    theme: 'DarkGold',
    logo: '/m/logo.svg',
    telegram_link: 'https://t.me/channel',
    whatsapp_link: 'https://wa.me/60123',
    landing_contact_link: 'https://wa.me/60123',
    banners: [{ name: 'Banner 1', image: per('banner-1') }],
    announcements: [{ content: { en: 'Hello members', bm: 'Hai ahli', cn: '会员你好' } }],
    modal_images: { rescue_bonus: per('rescue'), fortune_spin: per('spin') },
    images: { payments: per('payments'), key_points: per('key-points'), games: per('games') },
    footer: { company: '', terms: '', support_hours: '' },
    ...overrides,
  };
}
