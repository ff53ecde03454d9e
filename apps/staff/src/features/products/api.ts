import { useQuery } from '@tanstack/react-query';
import type {
  AgentCreditWarning,
  AgentCreditWarningBody,
  agentCreditWarningReplySchema,
  ConnectionBody,
  connectionTestReplySchema,
  ProductView,
  productDeletedReplySchema,
  productReplySchema,
  productSyncReplySchema,
} from '@topup/contracts/api/products.ts';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { useWrite } from '../../shared/api/use-write.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const productsResource = defineResource('/api/staff/products', '/products');
export const GAMES_URL = '/api/staff/games';
const AGENT_CREDIT_WARNING_URL = `${productsResource.endpoint}/agent-credit-warning`;
const TEST_CONNECTION_URL = `${productsResource.endpoint}/test-connection`;

export const productsList = listSource<ProductView>(productsResource.endpoint, 'position');
export const gamesList = listSource<ProductView>(GAMES_URL, 'position');

/** Every product list and record, and the games list (the same products seen by the desk). */
const PRODUCTS_CHANGED = [[productsResource.endpoint], [GAMES_URL]] as const;

type ProductReply = z.input<typeof productReplySchema>;

/** The threshold below which a kiosk's agent credit shows as low. */
export function useAgentCreditWarning() {
  return useQuery({
    queryKey: [AGENT_CREDIT_WARNING_URL],
    queryFn: () =>
      api.get<{ data: AgentCreditWarning }>(AGENT_CREDIT_WARNING_URL).then((r) => r.data.warning),
  });
}

export function useSaveAgentCreditWarning() {
  return useWrite(
    (body: AgentCreditWarningBody) =>
      api.put<z.input<typeof agentCreditWarningReplySchema>>(AGENT_CREDIT_WARNING_URL, body),
    () => [[AGENT_CREDIT_WARNING_URL], ...PRODUCTS_CHANGED],
  );
}

/** Reads the agent credit with the connection the form holds (the stored key when left as shown). */
export function useTestConnection() {
  return useWrite(
    (body: ConnectionBody & { product_id?: number }) =>
      api.post<z.input<typeof connectionTestReplySchema>>(TEST_CONNECTION_URL, body),
    () => [],
  );
}

export function useSetMaintenance() {
  return useWrite(
    ({ id, on }: { id: number; on: boolean }) =>
      api.put<ProductReply>(productsResource.item(id), { maintenance: on }),
    () => PRODUCTS_CHANGED,
  );
}

export function useSyncProduct() {
  return useWrite(
    (id: number) => api.post<z.input<typeof productSyncReplySchema>>(`${productsResource.item(id)}/sync`),
    () => PRODUCTS_CHANGED,
  );
}

export function useRetireProduct() {
  return useWrite(
    (id: number) => api.post<ProductReply>(`${productsResource.item(id)}/retire`),
    () => PRODUCTS_CHANGED,
  );
}

export function useDeleteProduct() {
  return useWrite(
    (id: number) => api.delete<z.input<typeof productDeletedReplySchema>>(productsResource.item(id)),
    () => PRODUCTS_CHANGED,
  );
}
