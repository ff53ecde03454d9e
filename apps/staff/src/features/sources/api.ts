import { defineResource } from '../../shared/resource/resource.ts';

export const sourcesResource = defineResource('/api/staff/sources', '/sources');
