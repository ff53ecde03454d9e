import type { Db } from '../../platform/db/client.ts';
import { bankGroups, banks } from './banks.table.ts';

/** Method tiles of the deposit screen with their options; images in apps/server/demo-assets. */
export async function seedBanksDemo(db: Db) {
  const groups = await db
    .insert(bankGroups)
    .values([
      {
        code: 'online_banking',
        name: 'Online Banking',
        type: 'Bank Transfer',
        nameTranslations: { bm: 'Perbankan Dalam Talian', cn: '网上银行' },
        typeTranslations: { bm: 'Pindahan Bank', cn: '银行转账' },
        image: '/media/demo/bank-online.svg',
        position: 1,
      },
      {
        code: 'ewallet',
        name: 'E-Wallet',
        type: 'E-Wallet',
        nameTranslations: { bm: 'E-Dompet', cn: '电子钱包' },
        typeTranslations: { bm: 'E-Dompet', cn: '电子钱包' },
        image: '/media/demo/bank-ewallet.svg',
        position: 2,
      },
      {
        code: 'duitnow',
        name: 'DuitNow QR',
        type: 'QR Pay',
        nameTranslations: { bm: 'DuitNow QR', cn: 'DuitNow 二维码' },
        typeTranslations: { bm: 'Bayar QR', cn: '二维码支付' },
        image: '/media/demo/bank-duitnow.svg',
        position: 3,
      },
    ])
    .returning();
  const [online, ewallet, duitnow] = groups;
  await db.insert(banks).values([
    {
      groupId: online!.id,
      bankName: 'Maybank',
      holder: 'TOPUP ENTERPRISE',
      accountNumber: '514011223344',
      position: 1,
      isDefault: true,
    },
    {
      groupId: online!.id,
      bankName: 'CIMB',
      holder: 'TOPUP ENTERPRISE',
      accountNumber: '8009988776',
      position: 2,
    },
    {
      groupId: online!.id,
      bankName: 'Public Bank',
      holder: 'TOPUP ENTERPRISE',
      accountNumber: '3198765432',
      position: 3,
      requireReceipt: true,
    },
    {
      groupId: ewallet!.id,
      bankName: "Touch 'n Go eWallet",
      holder: 'TOPUP ENTERPRISE',
      accountNumber: '60123456700',
      position: 1,
    },
    {
      groupId: ewallet!.id,
      bankName: 'Boost',
      holder: 'TOPUP ENTERPRISE',
      accountNumber: '60123456701',
      position: 2,
    },
    {
      groupId: duitnow!.id,
      bankName: 'DuitNow QR',
      holder: 'TOPUP ENTERPRISE',
      accountNumber: 'DN-778899',
      qrImage: '/media/demo/qr-duitnow.svg',
      position: 1,
    },
  ]);
}
