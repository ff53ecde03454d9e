import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { applyFieldErrors } from '../ui/apply-field-errors.ts';
import { useFeedback } from '../ui/use-feedback.ts';

type ActionOptions<R> = {
  /** Query keys to refresh after success (a resource's endpoint refreshes its list and records). */
  invalidate?: QueryKey[];
  /** Server field errors are shown under this form's fields. */
  form?: FormInstance;
  onDone?: (result: R) => void;
};

/**
 * The back-office write: confirm, call the server, show its message, refresh what changed,
 * then move on; on failure the server's message and field errors.
 */
export function useConfirmedAction() {
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();

  return <R extends { message?: string } | undefined>(
    question: ReactNode,
    call: () => Promise<R>,
    options: ActionOptions<R> = {},
  ) =>
    confirm(question, async () => {
      try {
        const result = await call();
        success(result?.message);
        await Promise.all(
          (options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
        options.onDone?.(result);
      } catch (error) {
        if (options.form) applyFieldErrors(options.form, error);
        failure(error);
      }
    });
}
