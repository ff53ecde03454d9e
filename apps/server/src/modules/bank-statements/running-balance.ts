import type { BalanceWarning } from '@topup/contracts/api/bank-statements.ts';
import type { StatementLine } from './parse-statement.ts';

const sameLine = (a: StatementLine, b: StatementLine) =>
  a.transactedAt.getTime() === b.transactedAt.getTime() &&
  a.description === b.description &&
  a.depositSen === b.depositSen &&
  a.withdrawSen === b.withdrawSen &&
  a.balanceSen === b.balanceSen;

/**
 * Walks the running balance: each line's balance must be the previous balance plus its
 * deposit minus its withdrawal. `opening` is the balance of the account's last stored line,
 * when the statement continues it. Returns the warnings and the rows that are extra copies.
 */
export function checkRunningBalance(
  lines: StatementLine[],
  opening: number | null,
): { warnings: BalanceWarning[]; extraCopies: Set<number> } {
  const warnings: BalanceWarning[] = [];
  const extraCopies = new Set<number>();
  let previous: StatementLine | null = null;
  let balance = opening;
  for (const line of lines) {
    if (line.balanceSen === null) {
      previous = line;
      balance = null;
      continue;
    }
    if (previous && sameLine(previous, line)) {
      warnings.push({ kind: 'duplicate', row: line.row, duplicate_of_row: previous.row });
      extraCopies.add(line.row);
      continue;
    }
    if (balance !== null) {
      const expected = balance + line.depositSen - line.withdrawSen;
      if (expected !== line.balanceSen)
        warnings.push({
          kind: 'gap',
          row: line.row,
          expected_balance_sen: expected,
          balance_sen: line.balanceSen,
        });
    }
    previous = line;
    balance = line.balanceSen;
  }
  return { warnings, extraCopies };
}
