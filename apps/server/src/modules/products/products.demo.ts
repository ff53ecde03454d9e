import type { Db } from '../../platform/db/client.ts';
import { products, providerKiosks } from './products.table.ts';

/** Demo products, each on its own kiosk of the simulator at KIOSK_URL. */
export const DEMO_PRODUCTS = [
  { name: 'Mega888', kioskCode: 'MEGA888', tier: 1 },
  { name: 'Pussy888', kioskCode: 'PUSSY888', tier: 1 },
  { name: '918Kiss', kioskCode: 'KISS918', tier: 2 },
  { name: 'Joker', kioskCode: 'JOKER', tier: 2 },
] as const;

export const DEMO_AGENT_KEY = 'demo-agent-key';

export async function seedProductsDemo(db: Db, kioskUrl: string) {
  const seeded: Record<string, number> = {};
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const [kiosk] = await db
      .insert(providerKiosks)
      .values({ name: demo.name, baseUrl: kioskUrl, kioskCode: demo.kioskCode, agentKey: DEMO_AGENT_KEY })
      .returning();
    const slug = demo.name.toLowerCase();
    const [product] = await db
      .insert(products)
      .values({
        name: demo.name,
        tier: demo.tier,
        kioskId: kiosk!.id,
        url: `https://${slug}.example.com`,
        pcLink: `https://${slug}.example.com/pc`,
        androidLink: `https://${slug}.example.com/android.apk`,
        iosLink: `https://${slug}.example.com/ios`,
        minDepositSen: 1000,
        maxDepositSen: 5_000_000,
        minWithdrawalSen: 5000,
        maxWithdrawalSen: 5_000_000,
        position: index + 1,
      })
      .returning();
    seeded[demo.name] = product!.id;
  }
  return seeded;
}
