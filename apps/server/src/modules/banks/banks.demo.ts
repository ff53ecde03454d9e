import type { Db } from '../../platform/db/client.ts';
import { bankGroups, banks } from './banks.table.ts';

/** Method tiles of the deposit screen with their options; images in apps/server/demo-assets. */
export async function seedBanksDemo(db: Db) {
  // Each tile's image is /media/demo/bank-<image>.svg; tiles are shown in this order.
  const tiles = [
    {
      code: 'online_banking',
      image: 'online',
      name: 'Online Banking',
      type: 'Bank Transfer',
      nameTranslations: { bm: 'Perbankan Dalam Talian', cn: '网上银行' },
      typeTranslations: { bm: 'Pindahan Bank', cn: '银行转账' },
    },
    {
      code: 'ewallet',
      image: 'ewallet',
      name: 'E-Wallet',
      type: 'E-Wallet',
      nameTranslations: { bm: 'E-Dompet', cn: '电子钱包' },
      typeTranslations: { bm: 'E-Dompet', cn: '电子钱包' },
    },
    {
      code: 'duitnow',
      image: 'duitnow',
      name: 'DuitNow QR',
      type: 'QR Pay',
      nameTranslations: { bm: 'DuitNow QR', cn: 'DuitNow 二维码' },
      typeTranslations: { bm: 'Bayar QR', cn: '二维码支付' },
    },
  ];
  const groups = await db
    .insert(bankGroups)
    .values(
      tiles.map(({ image, ...tile }, i) => ({
        ...tile,
        image: `/media/demo/bank-${image}.svg`,
        position: i + 1,
      })),
    )
    .returning();
  const [online, ewallet, duitnow] = groups;
  // Every demo account is held by the same company; `position` orders the options within a tile.
  const account = (
    groupId: number,
    position: number,
    bankName: string,
    accountNumber: string,
    extra: Partial<typeof banks.$inferInsert> = {},
  ) => ({ groupId, bankName, holder: 'TOPUP ENTERPRISE', accountNumber, position, ...extra });
  await db
    .insert(banks)
    .values([
      account(online!.id, 1, 'Maybank', '514011223344', { isDefault: true }),
      account(online!.id, 2, 'CIMB', '8009988776'),
      account(online!.id, 3, 'Public Bank', '3198765432', { requireReceipt: true }),
      account(ewallet!.id, 1, "Touch 'n Go eWallet", '60123456700'),
      account(ewallet!.id, 2, 'Boost', '60123456701'),
      account(duitnow!.id, 1, 'DuitNow QR', 'DN-778899', { qrImage: '/media/demo/qr-duitnow.svg' }),
    ]);
}
