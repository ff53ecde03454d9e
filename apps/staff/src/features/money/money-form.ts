import type { FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useConfirmedAction } from '../../shared/resource/use-confirmed-action.ts';
import { newIdempotencyKey } from './api.ts';

type MoneySubmit<Values, Reply> = {
  form: FormInstance<Values>;
  /** The confirmation asked before anything is sent. */
  question: (values: Values) => ReactNode;
  /** Sends the form once, with the Idempotency-Key of this confirmation. */
  post: (values: Values, idempotencyKey: string) => Promise<Reply>;
  /** After the server's message is shown (the form is reset first, unless `keepValues`). */
  onDone?: (reply: Reply, values: Values) => void;
  keepValues?: boolean;
};

/**
 * The one submit path of every money form: confirm, post with a fresh Idempotency-Key (a double
 * click or a retry of this confirmation moves money once), show the server's message or its
 * field errors, then reset the form and move on.
 */
export function useMoneySubmit<Values, Reply extends { message?: string }>(
  options: MoneySubmit<Values, Reply>,
) {
  const run = useConfirmedAction();
  return (values: Values) => {
    const idempotencyKey = newIdempotencyKey();
    run(options.question(values), () => options.post(values, idempotencyKey), {
      form: options.form,
      onDone: (reply) => {
        if (!options.keepValues) options.form.resetFields();
        options.onDone?.(reply, values);
      },
    });
  };
}
