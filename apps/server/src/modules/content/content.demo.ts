import type { Localized } from '@topup/contracts/locales.ts';
import type { Db } from '../../platform/db/client.ts';
import { announcements, banners, promotions } from './content.table.ts';

const perLanguage = (make: (lang: string) => string): Localized => ({
  en: make('en'),
  bm: make('bm'),
  cn: make('cn'),
});

export async function seedContentDemo(db: Db) {
  await db.insert(banners).values(
    [1, 2, 3].map((n) => ({
      name: `Banner ${n}`,
      image: perLanguage((l) => `/media/demo/banner-${n}-${l}.svg`),
      position: n,
    })),
  );
  await db.insert(announcements).values([
    {
      title: 'Welcome',
      content: {
        en: 'Welcome! Deposit now and enjoy a 30% first deposit bonus. 24/7 customer service.',
        bm: 'Selamat datang! Deposit sekarang dan nikmati bonus deposit pertama 30%. Khidmat pelanggan 24/7.',
        cn: '欢迎！立即充值，享受首充 30% 红利。24/7 客服在线。',
      },
      position: 1,
    },
    {
      title: 'Maintenance',
      content: {
        en: 'Scheduled maintenance for Mega888 every Tuesday 04:00-06:00.',
        bm: 'Penyelenggaraan berjadual Mega888 setiap Selasa 04:00-06:00.',
        cn: 'Mega888 每周二 04:00-06:00 例行维护。',
      },
      position: 2,
    },
  ]);
  await db.insert(promotions).values([
    {
      name: { en: '30% First Deposit Bonus', bm: 'Bonus Deposit Pertama 30%', cn: '首充 30% 红利' },
      description: {
        en: 'New members get 30% up to RM300.',
        bm: 'Ahli baharu dapat 30% sehingga RM300.',
        cn: '新会员可获 30%，最高 RM300。',
      },
      image: perLanguage((l) => `/media/demo/promo-1-${l}.svg`),
      content: {
        en: '<h3>30% First Deposit Bonus</h3><ul><li>Minimum deposit RM30</li><li>Maximum bonus RM300</li><li>Rollover x3 (deposit + bonus)</li></ul><p>One time per member.</p>',
        bm: '<h3>Bonus Deposit Pertama 30%</h3><ul><li>Deposit minimum RM30</li><li>Bonus maksimum RM300</li><li>Rollover x3 (deposit + bonus)</li></ul><p>Sekali bagi setiap ahli.</p>',
        cn: '<h3>首充 30% 红利</h3><ul><li>最低存款 RM30</li><li>最高红利 RM300</li><li>流水 x3（存款 + 红利）</li></ul><p>每位会员限一次。</p>',
      },
      position: 1,
    },
    {
      name: { en: 'Daily 10% Reload', bm: 'Tambah Nilai Harian 10%', cn: '每日 10% 续充' },
      description: {
        en: 'First deposit of the day gets 10%.',
        bm: 'Deposit pertama setiap hari dapat 10%.',
        cn: '每日首笔存款可获 10%。',
      },
      image: perLanguage((l) => `/media/demo/promo-2-${l}.svg`),
      content: {
        en: '<h3>Daily 10% Reload</h3><p>Up to RM100 every day. Rollover x2 on the bonus.</p>',
        bm: '<h3>Tambah Nilai Harian 10%</h3><p>Sehingga RM100 setiap hari. Rollover x2 atas bonus.</p>',
        cn: '<h3>每日 10% 续充</h3><p>每日最高 RM100。红利流水 x2。</p>',
      },
      position: 2,
    },
    {
      name: { en: 'Rescue Bonus', bm: 'Bonus Penyelamat', cn: '救援金' },
      description: {
        en: 'Lost it all? Get 5% back.',
        bm: 'Kalah semua? Dapat 5% kembali.',
        cn: '输光了？返还 5%。',
      },
      image: perLanguage((l) => `/media/demo/promo-3-${l}.svg`),
      content: {
        en: '<p>Contact customer service with your game ID to claim your 5% rescue bonus.</p>',
        bm: '<p>Hubungi khidmat pelanggan dengan ID permainan anda untuk menuntut bonus penyelamat 5%.</p>',
        cn: '<p>请提供游戏 ID 联系客服领取 5% 救援金。</p>',
      },
      link: 'https://wa.me/60123456789?text=Rescue%20Bonus',
      position: 3,
    },
    {
      name: { en: 'Refer a Friend', bm: 'Rujuk Rakan', cn: '推荐好友' },
      description: {
        en: 'RM10 for every friend who deposits.',
        bm: 'RM10 untuk setiap rakan yang deposit.',
        cn: '每位好友存款可得 RM10。',
      },
      image: perLanguage((l) => `/media/demo/promo-4-${l}.svg`),
      content: {
        en: '<p>Share your refer code. When your friend makes a first deposit, you get RM10.</p>',
        bm: '<p>Kongsi kod rujukan anda. Apabila rakan anda membuat deposit pertama, anda dapat RM10.</p>',
        cn: '<p>分享您的推荐码。好友首次存款后，您可获得 RM10。</p>',
      },
      position: 4,
    },
  ]);
}
