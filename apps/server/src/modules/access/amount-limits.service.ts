import { type AmountLimits, NO_AMOUNT_LIMITS } from '@topup/contracts/second-approval.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { operators, roles } from './access.table.ts';

/** The columns holding a role's amount limits (second-approval.ts), by kind. */
export const limitColumns = {
  adjustment: roles.adjustmentLimitSen,
  quick_topup: roles.quickTopupLimitSen,
  insert: roles.insertLimitSen,
  withdrawal_approval: roles.withdrawalApprovalLimitSen,
};

/** The role's limits as the columns are written: `{ adjustmentLimitSen: ..., ... }`. */
export function limitValues(limits: AmountLimits) {
  return {
    adjustmentLimitSen: limits.adjustment,
    quickTopupLimitSen: limits.quick_topup,
    insertLimitSen: limits.insert,
    withdrawalApprovalLimitSen: limits.withdrawal_approval,
  };
}

/** An operator's amount limits, from their role; Super Admin has none. */
export async function operatorAmountLimits(db: Db, operatorId: number): Promise<AmountLimits> {
  const [row] = await db
    .select({ isSuper: roles.isSuper, ...limitColumns })
    .from(operators)
    .innerJoin(roles, eq(roles.id, operators.roleId))
    .where(eq(operators.id, operatorId));
  if (!row || row.isSuper) return NO_AMOUNT_LIMITS;
  const { isSuper: _, ...limits } = row;
  return limits;
}
