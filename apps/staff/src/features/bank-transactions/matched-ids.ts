import type { BankTransactionRow } from '@topup/contracts/api/bank-transactions.ts';

/** '#12, #13': the transactions a claimed line matched. */
export const matchedIds = (row: BankTransactionRow) => row.transaction_ids.map((id) => `#${id}`).join(', ');
