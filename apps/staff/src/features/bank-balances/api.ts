import { useQuery } from '@tanstack/react-query';
import type {
  BankMovementView,
  BankTransferBody,
  DailyBalanceQuery,
  DailyBalanceView,
  ExpenseBody,
} from '@topup/contracts/api/bank-movements.ts';
import { api, newIdempotencyKey } from '../../shared/api/client.ts';
import { listSource } from '../../shared/api/list-source.ts';

export const BANK_BALANCES_URL = '/api/staff/bank-balances';
const MOVEMENTS_URL = '/api/staff/bank-movements';
/** The Bank list shows each account's balance: it changes with every movement. */
const BANKS_URL = '/api/staff/banks';

export const movementsList = listSource<BankMovementView>(MOVEMENTS_URL, '-created_at');

/** What a recorded movement changes: the balances, the movements and the Bank list. */
export const movementChanges = [[BANK_BALANCES_URL], [MOVEMENTS_URL], [BANKS_URL]];

/** Each bank account's balance per day beside its statement (newest day first). */
export function useDailyBalances(query: DailyBalanceQuery) {
  return useQuery({
    queryKey: [BANK_BALANCES_URL, query],
    queryFn: () => api.get<{ data: DailyBalanceView[] }>(BANK_BALANCES_URL, query).then((r) => r.data),
  });
}

type MovementReply = { message: string; data: BankMovementView };

/** Records a transfer; each confirmation sends its own Idempotency-Key (money writes need one). */
export const postTransfer = (body: BankTransferBody) =>
  api.post<MovementReply>(`${MOVEMENTS_URL}/transfer`, body, { idempotencyKey: newIdempotencyKey() });

export const postExpense = (body: ExpenseBody) =>
  api.post<MovementReply>(`${MOVEMENTS_URL}/expense`, body, { idempotencyKey: newIdempotencyKey() });
