import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/** The back-office's query client: a 4xx will not change by asking again; a network blip or 5xx may. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
