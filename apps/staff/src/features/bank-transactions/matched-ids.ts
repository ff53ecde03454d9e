import type { BankTransactionRow } from './bank-transaction-types.ts';

/** '#12, #13': the transactions a claimed line matched. */
export const matchedIds = (row: BankTransactionRow) => row.transaction_ids.map((id) => `#${id}`).join(', ');
