import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { bankStatementImports, bankTransactions } from './bank-transactions.table.ts';

/** Rows per insert or key lookup when a statement's lines are stored (bounds one statement's parameters). */
const CHUNK = 500;

/** Which of a statement's line keys the bank account already holds. */
export async function existingLineKeys(db: Db, bankId: number, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += CHUNK) {
    const rows = await db
      .select({ key: bankTransactions.lineKey })
      .from(bankTransactions)
      .where(
        and(
          eq(bankTransactions.bankId, bankId),
          inArray(bankTransactions.lineKey, keys.slice(start, start + CHUNK)),
        ),
      );
    for (const r of rows) if (r.key) found.add(r.key);
  }
  return found;
}

/** The balance of the account's last stored line (not an extra copy) before `at`, if any. */
export async function balanceBefore(db: Db, bankId: number, at: Date): Promise<number | null> {
  const [row] = await db
    .select({ balance: bankTransactions.balanceSen })
    .from(bankTransactions)
    .where(
      and(
        eq(bankTransactions.bankId, bankId),
        lt(bankTransactions.transactedAt, at),
        isNotNull(bankTransactions.balanceSen),
        eq(bankTransactions.extraCopy, false),
      ),
    )
    .orderBy(desc(bankTransactions.transactedAt), desc(bankTransactions.id))
    .limit(1);
  return row?.balance ?? null;
}

export type StatementImportRecord = {
  bankId: number;
  filename: string;
  layout: string;
  lineCount: number;
  warnings: unknown[];
  operatorId: number;
};

/** A bank line as a statement gives it. */
export type BankLineFields = {
  transactedAt: Date;
  hasTime: boolean;
  description: string;
  depositSen: number;
  withdrawSen: number;
  balanceSen: number | null;
};

export type StatementLineRecord = BankLineFields & { extraCopy: boolean; key: string };

/** Stores one import and its new lines (in the caller's transaction); the import's and lines' ids. */
export async function storeStatementLines(
  db: Db,
  record: StatementImportRecord,
  lines: StatementLineRecord[],
): Promise<{ importId: number; lineIds: number[] }> {
  const [created] = await db
    .insert(bankStatementImports)
    .values({
      bankId: record.bankId,
      filename: record.filename.slice(0, 200),
      layout: record.layout,
      lineCount: record.lineCount,
      importedCount: lines.length,
      skippedCount: record.lineCount - lines.length,
      warnings: record.warnings,
      createdBy: record.operatorId,
    })
    .returning({ id: bankStatementImports.id });
  const importId = created!.id;
  const lineIds: number[] = [];
  for (let start = 0; start < lines.length; start += CHUNK) {
    const inserted = await db
      .insert(bankTransactions)
      .values(
        lines.slice(start, start + CHUNK).map((l) => ({
          bankId: record.bankId,
          transactedAt: l.transactedAt,
          hasTime: l.hasTime,
          description: l.description,
          depositSen: l.depositSen,
          withdrawSen: l.withdrawSen,
          balanceSen: l.balanceSen,
          extraCopy: l.extraCopy,
          importId,
          lineKey: l.key,
          createdBy: record.operatorId,
          updatedBy: record.operatorId,
        })),
      )
      .returning({ id: bankTransactions.id });
    lineIds.push(...inserted.map((l) => l.id));
  }
  return { importId, lineIds };
}
