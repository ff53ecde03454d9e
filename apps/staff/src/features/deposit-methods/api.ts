import { useQuery } from '@tanstack/react-query';
import type { DepositMethodBankOption, DepositMethodView } from '@topup/contracts/staff-deposit-methods.ts';
import { api } from '../../shared/api/client.ts';
import { useWrite } from '../../shared/api/use-write.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const depositMethodsResource = defineResource('/api/staff/deposit-methods', '/deposit-methods');
const { endpoint } = depositMethodsResource;
const ORDER_URL = `${endpoint}/order`;
const BANK_OPTIONS_URL = `${endpoint}/bank-options`;
const displayUrl = (id: number) => `${depositMethodsResource.item(id)}/display`;
/** Rooted at the endpoint: saving or deleting a method refreshes which banks are taken. */
export const depositMethodBankOptionsKey = [endpoint, 'bank-options'] as const;

type Reply = { message: string };
const changed = () => [[endpoint]];

export function useDepositMethods() {
  return useQuery({
    queryKey: [endpoint],
    queryFn: () => api.get<{ data: DepositMethodView[] }>(endpoint).then((r) => r.data),
  });
}

/** Every bank account, with the method holding it. */
export function useDepositMethodBankOptions() {
  return useQuery({
    queryKey: depositMethodBankOptionsKey,
    queryFn: () => api.get<{ data: DepositMethodBankOption[] }>(BANK_OPTIONS_URL).then((r) => r.data),
  });
}

/** The members' order: every method's id, first shown first. */
export function useReorderDepositMethods() {
  return useWrite((ids: number[]) => api.put<Reply>(ORDER_URL, { ids }), changed);
}

export function useSetDepositMethodDisplay() {
  return useWrite(
    ({ id, display }: { id: number; display: boolean }) => api.put<Reply>(displayUrl(id), { display }),
    changed,
  );
}

export function useDeleteDepositMethod() {
  return useWrite((id: number) => api.delete<Reply>(depositMethodsResource.item(id)), changed);
}
