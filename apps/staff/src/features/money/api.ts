import { useQueries, useQuery } from '@tanstack/react-query';
import type {
  AccountOption,
  AccountOptionsReply,
  AdjustmentBody,
  BulkBody,
  BulkReply,
  ClaimExpiry,
  ClaimExpiryReply,
  CompleteBody,
  MoneyRow,
  MultiDepositBody,
  MultiDepositReply,
  ReceiptUploadBody,
  ReceiptUploadReply,
  RemarkBody,
  SecondApprovalCountReply,
  StaffDepositBody,
  StaffWithdrawalBody,
  TransactionDetailReply,
  TransactionReply,
  TransferBody,
} from '@topup/contracts/api/money.ts';
import type { TransactionAction } from '@topup/contracts/transaction-state.ts';
import { api } from '../../shared/api/client.ts';
import {
  ACCOUNT_OPTIONS_URL,
  DASHBOARD_URL,
  MEMBER_ACCOUNTS_URL,
  MEMBERS_URL,
  TRANSACTIONS_URL,
} from '../../shared/api/endpoints.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';

export { newIdempotencyKey } from '../../shared/api/client.ts';
export type { TransactionAction };

/**
 * The money feature's server addresses, query keys and hooks. Every action on a transaction
 * goes through one route family: POST /api/staff/transactions/:id/<action>.
 */
export type Queue = 'deposits' | 'withdrawals';

export const MONEY_API = {
  transactions: TRANSACTIONS_URL,
  transaction: (id: number | string) => `${TRANSACTIONS_URL}/${id}`,
  action: (id: number, action: TransactionAction) => `${TRANSACTIONS_URL}/${id}/${action}`,
  queue: (queue: Queue) => `/api/staff/money/pending-${queue}`,
  bulk: '/api/staff/money/bulk',
  deposits: '/api/staff/deposits',
  withdrawals: '/api/staff/withdrawals',
  adjustments: '/api/staff/adjustments',
  quickTopup: '/api/staff/money/quick-topup',
  multiDeposit: '/api/staff/money/multi-deposit',
  transfer: '/api/staff/money/transfer',
  receipts: '/api/staff/money/receipts',
  claimExpiry: '/api/staff/money/claim-expiry',
} as const;

export const moneyKeys = {
  transaction: (id: number | string) => [MONEY_API.transactions, String(id)] as const,
  queue: (queue: Queue) => [MONEY_API.queue(queue)] as const,
  claimExpiry: [MONEY_API.claimExpiry] as const,
};

export const transactionsList = listSource<MoneyRow>(MONEY_API.transactions, '-id');
export const queueList = (queue: Queue) => listSource<MoneyRow>(MONEY_API.queue(queue), '-id');

/**
 * What a money write can change: the transaction list and details, both queues, the
 * dashboard's figures, and the members' and game accounts' balances and histories.
 */
const MONEY_CHANGED = [
  [MONEY_API.transactions],
  moneyKeys.queue('deposits'),
  moneyKeys.queue('withdrawals'),
  [DASHBOARD_URL],
  [MEMBER_ACCOUNTS_URL],
  [MEMBERS_URL],
] as const;
const moneyChanged = () => MONEY_CHANGED;

export function useTransaction(id: number | string) {
  return useQuery({
    queryKey: moneyKeys.transaction(id),
    queryFn: () => api.get<TransactionDetailReply>(MONEY_API.transaction(id)).then((r) => r.data),
  });
}

type ActionInput = { id: number; action: TransactionAction; body?: RemarkBody | CompleteBody };

export function useTransactionAction() {
  return useWrite(
    ({ id, action, body }: ActionInput) => api.post<TransactionReply>(MONEY_API.action(id, action), body),
    moneyChanged,
  );
}

export function useBulkAction() {
  return useWrite((body: BulkBody) => api.post<BulkReply>(MONEY_API.bulk, body), moneyChanged);
}

export function useClaimExpiry() {
  return useQuery({
    queryKey: moneyKeys.claimExpiry,
    queryFn: () => api.get<{ data: ClaimExpiry }>(MONEY_API.claimExpiry).then((r) => r.data),
  });
}

export function useSaveClaimExpiry() {
  return useWrite(
    (body: ClaimExpiry) => api.put<ClaimExpiryReply>(MONEY_API.claimExpiry, body),
    () => [moneyKeys.claimExpiry],
  );
}

export function uploadReceipt(body: ReceiptUploadBody) {
  return api.post<ReceiptUploadReply>(MONEY_API.receipts, body).then((r) => r.data);
}

/** A money form's submission: its body and the Idempotency-Key of that one confirmation. */
export type MoneyPost<Body> = { body: Body; idempotencyKey: string };

function useMoneyPost<Body, Reply>(path: string) {
  return useWrite(
    ({ body, idempotencyKey }: MoneyPost<Body>) => api.post<Reply>(path, body, { idempotencyKey }),
    moneyChanged,
  );
}

export const useCreateDeposit = () => useMoneyPost<StaffDepositBody, TransactionReply>(MONEY_API.deposits);
export const useCreateWithdrawal = () =>
  useMoneyPost<StaffWithdrawalBody, TransactionReply>(MONEY_API.withdrawals);
export const useCreateAdjustment = () =>
  useMoneyPost<AdjustmentBody, TransactionReply>(MONEY_API.adjustments);
export const useQuickTopup = () => useMoneyPost<StaffDepositBody, TransactionReply>(MONEY_API.quickTopup);
export const useTransfer = () => useMoneyPost<TransferBody, TransactionReply>(MONEY_API.transfer);
export const useMultiDeposit = () =>
  useMoneyPost<MultiDepositBody, MultiDepositReply>(MONEY_API.multiDeposit);

const accountIdOf = (picked: number | string | null | undefined) =>
  picked === null || picked === undefined || picked === '' ? undefined : Number(picked);

const accountSummaryQuery = (accountId: number | undefined) => ({
  queryKey: [ACCOUNT_OPTIONS_URL, 'one', accountId],
  queryFn: () =>
    api
      .get<AccountOptionsReply>(ACCOUNT_OPTIONS_URL, { account_id: accountId })
      .then((reply): AccountOption | null => reply.data[0] ?? null),
  enabled: accountId !== undefined,
  staleTime: 30_000,
});

/** The member, phone (as the operator may see it), game and game ID of one game account: what a confirmation names. */
export function useAccountSummary(picked: number | string | null | undefined) {
  return useQuery(accountSummaryQuery(accountIdOf(picked))).data;
}

/** The same for several picked game accounts (a Multi Deposit's rows), by account id. */
export function useAccountSummaries(picked: (number | string | null | undefined)[]) {
  const ids = [...new Set(picked.map(accountIdOf).filter((id) => id !== undefined))];
  const results = useQueries({ queries: ids.map(accountSummaryQuery) });
  return new Map(ids.map((id, index) => [id, results[index]?.data ?? null]));
}

/**
 * Awaiting Second Approval: transactions approved above the first operator's limit. Approving
 * or rejecting one is the transaction's own action (useTransactionAction).
 */
const SECOND_APPROVAL_URL = '/api/staff/money/second-approval';
const SECOND_APPROVAL_COUNT_URL = `${SECOND_APPROVAL_URL}/count`;
const SECOND_APPROVAL_COUNT_REFRESH_MS = 15_000;

export const secondApprovalList = listSource<MoneyRow>(SECOND_APPROVAL_URL, '-id');

/** How many wait, for the menu badge (polled; off when the entry is not the queue's). */
export function useSecondApprovalCount(enabled: boolean) {
  return useQuery({
    queryKey: [SECOND_APPROVAL_COUNT_URL],
    queryFn: () => api.get<SecondApprovalCountReply>(SECOND_APPROVAL_COUNT_URL).then((r) => r.data.count),
    refetchInterval: SECOND_APPROVAL_COUNT_REFRESH_MS,
    enabled,
  });
}
