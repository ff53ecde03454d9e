import { defineResource } from '../../shared/resource/resource.ts';

export const operatorsResource = defineResource('/api/staff/operators', '/operators');
export const ROLE_OPTIONS_URL = `${operatorsResource.endpoint}/role-options`;
