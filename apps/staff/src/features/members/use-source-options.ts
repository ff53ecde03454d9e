import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';
import type { SourceOption } from './member-types.ts';

/** Sources for the member form and filter (default first). */
export function useSourceOptions() {
  return useQuery({
    queryKey: ['staff', 'sources', 'options'],
    queryFn: () => api.get<{ data: SourceOption[] }>('/api/staff/sources/options').then((r) => r.data),
    staleTime: 60_000,
  });
}
