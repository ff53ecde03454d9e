import { App } from 'antd';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';

/**
 * Confirmation before a mutation and a message after it: success, or the server's own message
 * (already in the operator's language).
 */
export function useFeedback() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  // One confirmation at a time: a second press of Save (a double click, Enter held) while one is
  // open would stack a second "Are you sure?" and, confirmed too, write twice.
  const confirming = useRef(false);

  const confirm = (content: ReactNode, onOk: () => Promise<unknown> | undefined) => {
    if (confirming.current) return;
    confirming.current = true;
    modal.confirm({
      title: t('common.confirmTitle'),
      content,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await onOk();
        } catch {
          // Shown by failure(); the dialog closes either way.
        } finally {
          confirming.current = false;
        }
      },
      onCancel: () => {
        confirming.current = false;
      },
    });
  };

  // antd's message answers a thenable that settles when the toast closes; these answer nothing, so
  // a chain that ends in one (`.then(() => success())`) settles at once and a confirmation
  // dialog waiting on it closes at once, not three seconds later.
  const success = (text?: string): void => {
    message.success(text ?? t('common.saved'));
  };
  const failure = (error: unknown): void => {
    message.error(error instanceof ApiError ? error.message : t('errors.generic'));
  };

  return { confirm, success, failure };
}
