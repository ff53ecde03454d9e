import { defineResource } from '../../shared/resource/resource.ts';

export const productsResource = defineResource('/api/staff/products', '/products');
export const productSyncUrl = (id: number) => `${productsResource.item(id)}/sync`;
export const GAMES_URL = '/api/staff/games';
export const AGENT_CREDIT_WARNING_URL = `${productsResource.endpoint}/agent-credit-warning`;
export const TEST_CONNECTION_URL = `${productsResource.endpoint}/test-connection`;
export const productRetireUrl = (id: number) => `${productsResource.item(id)}/retire`;
