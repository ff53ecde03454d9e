import { defineResource } from '../../shared/resource/resource.ts';

export const rolesResource = defineResource('/api/staff/roles', '/roles');
