import type { Db } from '../../platform/db/client.ts';
import { fortuneSpinSegments } from './fortune-spin.table.ts';

/** RM prizes on the 16 segments; "0" segments are a miss. Weights favour small prizes. */
const DEMO_PRIZES_RM = [1, 0, 5, 2, 0, 10, 1, 0, 3, 50, 0, 2, 8, 0, 1, 100];

export async function seedFortuneSpinDemo(db: Db) {
  await db.insert(fortuneSpinSegments).values(
    DEMO_PRIZES_RM.map((rm, index) => ({
      position: index + 1,
      label: rm === 0 ? '0' : String(rm),
      prizeSen: rm * 100,
      weight: rm === 0 ? 20 : rm >= 50 ? 1 : Math.max(2, 16 - rm),
    })),
  );
}
