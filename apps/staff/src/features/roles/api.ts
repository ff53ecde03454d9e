import { defineResource } from '../../shared/resource/resource.ts';

export const rolesResource = defineResource('/api/staff/roles', '/roles');
export const ROLE_BANK_GROUPS_URL = `${rolesResource.endpoint}/bank-groups`;
