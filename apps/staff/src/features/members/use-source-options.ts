import { useQuery } from '@tanstack/react-query';
import type { SourceView } from '@topup/contracts/api/sources.ts';
import { api } from '../../shared/api/client.ts';
import { SOURCE_OPTIONS_URL } from '../../shared/api/endpoints.ts';

/** Sources for the member form and filter (default first). */
export function useSourceOptions() {
  return useQuery({
    queryKey: [SOURCE_OPTIONS_URL],
    queryFn: () => api.get<{ data: SourceView[] }>(SOURCE_OPTIONS_URL).then((r) => r.data),
    staleTime: 60_000,
  });
}
