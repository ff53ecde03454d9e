import { type ColumnMapping, columnMappingSchema } from '@topup/contracts/api/bank-statements.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { bankStatementMappings } from './statement-mappings.table.ts';

/** The mapping last confirmed for this bank account, or null. */
export async function rememberedMapping(db: Db, bankId: number): Promise<ColumnMapping | null> {
  const [row] = await db
    .select({ mapping: bankStatementMappings.mapping })
    .from(bankStatementMappings)
    .where(eq(bankStatementMappings.bankId, bankId));
  const parsed = columnMappingSchema.safeParse(row?.mapping);
  return parsed.success ? parsed.data : null;
}

/** Remembers a confirmed mapping for the account (inside the import's transaction). */
export async function rememberMapping(
  db: Db,
  bankId: number,
  mapping: ColumnMapping,
  operatorId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(bankStatementMappings)
    .values({ bankId, mapping, updatedBy: operatorId, updatedAt: now })
    .onConflictDoUpdate({
      target: bankStatementMappings.bankId,
      set: { mapping, updatedBy: operatorId, updatedAt: now },
    });
}
