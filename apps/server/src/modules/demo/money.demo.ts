import type { Db } from '../../platform/db/client.ts';
import { seedBanksDemo } from '../banks/banks.demo.ts';
import { seedBonusesDemo } from '../bonuses/bonuses.demo.ts';
import { seedLandingDemo } from '../landing/landing.demo.ts';
import { seedMemberAccountsDemo } from '../member-accounts/member-accounts.demo.ts';
import { seedProductsDemo } from '../products/products.demo.ts';
import { seedWalletsDemo } from '../wallets/wallets.demo.ts';

/** The money core's demo data: products, accounts, banks, bonuses, wallet, campaign. */
export async function seedMoneyDemo(db: Db, input: { memberId: number; kioskUrl: string }) {
  const productIds = await seedProductsDemo(db, input.kioskUrl);
  await seedMemberAccountsDemo(db, input.memberId, productIds);
  await seedBanksDemo(db);
  await seedBonusesDemo(db);
  await seedWalletsDemo(db, input.memberId);
  await seedLandingDemo(db);
}
