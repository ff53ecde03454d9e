import { useQuery } from '@tanstack/react-query';
import type { BankGroupOption, BankView } from '@topup/contracts/api/banks.ts';
import { api } from '../../shared/api/client.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const banksResource = defineResource('/api/staff/banks', '/banks');
export const banksList = listSource<BankView>(banksResource.endpoint, 'position');
const BANK_GROUPS_URL = `${banksResource.endpoint}/groups`;

/** The deposit methods a bank can belong to, as select options. */
export function useBankGroups() {
  return useQuery({
    queryKey: [BANK_GROUPS_URL],
    queryFn: () => api.get<{ data: BankGroupOption[] }>(BANK_GROUPS_URL).then((r) => r.data),
  });
}

export function useDeleteBank() {
  return useWrite(
    (id: number) => api.delete<{ message: string }>(banksResource.item(id)),
    () => [[banksResource.endpoint]],
  );
}
