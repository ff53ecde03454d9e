import type { BankTransactionView } from '@topup/contracts/staff-operations.ts';

/** '#12, #13': the transactions a claimed line matched. */
export const matchedIds = (row: BankTransactionView) => row.transaction_ids.map((id) => `#${id}`).join(', ');
