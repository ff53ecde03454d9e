import { defineResource } from '../../shared/resource/resource.ts';

export const depositMethodsResource = defineResource('/api/staff/deposit-methods', '/deposit-methods');
export const DEPOSIT_METHOD_ORDER_URL = `${depositMethodsResource.endpoint}/order`;
export const DEPOSIT_METHOD_BANKS_URL = `${depositMethodsResource.endpoint}/bank-options`;
export const depositMethodDisplayUrl = (id: number) => `${depositMethodsResource.item(id)}/display`;
