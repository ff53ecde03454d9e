import { defineResource } from '../../shared/resource/resource.ts';

export const banksResource = defineResource('/api/staff/banks', '/banks');
export const BANK_GROUPS_URL = `${banksResource.endpoint}/groups`;
