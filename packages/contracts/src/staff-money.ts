/**
 * Reply shapes of the staff money API, inferred from the route schemas in api/money.ts; kept
 * under this name for the server read models that build them.
 */
export type { MoneyRow, TransactionDetail, TransactionJson } from './api/money.ts';
export type { TransactionStatus, TransactionType, Verification } from './transaction-state.ts';
