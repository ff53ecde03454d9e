import { useQuery } from '@tanstack/react-query';
import type { BankOption } from '@topup/contracts/staff-operations.ts';
import { api } from '../../shared/api/client.ts';
import { BANK_TRANSACTIONS_API } from './api.ts';

/** The operator bank accounts statement lines belong to. */
export function useBankOptions() {
  return useQuery({
    queryKey: ['staff', 'bank-transactions', 'bank-options'],
    queryFn: () => api.get<{ data: BankOption[] }>(BANK_TRANSACTIONS_API.bankOptions).then((r) => r.data),
    staleTime: 60_000,
  });
}

export const bankLabel = (b: BankOption) => `${b.bank_name} ${b.account_number} (${b.holder})`;
