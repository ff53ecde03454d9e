import { defineResource } from '../../shared/resource/resource.ts';

export const playersResource = defineResource('/api/staff/players', '/players');
