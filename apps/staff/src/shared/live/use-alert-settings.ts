import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertSettings } from '@topup/contracts/api/operator-alerts.ts';
import { api } from '../api/client.ts';
import { PROFILE_ALERTS_URL } from '../api/endpoints.ts';

const ALERTS_KEY = ['staff', 'profile', 'alerts'] as const;

/** The operator's sound alert (on/off, volume), kept in their profile on the server. */
export function useAlertSettings() {
  return useQuery({
    queryKey: ALERTS_KEY,
    queryFn: () => api.get<{ data: AlertSettings }>(PROFILE_ALERTS_URL).then((r) => r.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: AlertSettings) =>
      api.put<{ data: AlertSettings }>(PROFILE_ALERTS_URL, next).then((r) => r.data),
    onSuccess: (saved) => queryClient.setQueryData(ALERTS_KEY, saved),
  });
}
