import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A feature's write as a mutation hook: calls the server, then refreshes the queries the write
 * changed, by key (their endpoint roots), before the caller moves on.
 */
export function useWrite<Input, Reply>(
  write: (input: Input) => Promise<Reply>,
  changed: (input: Input) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (_reply, input) =>
      Promise.all(changed(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
