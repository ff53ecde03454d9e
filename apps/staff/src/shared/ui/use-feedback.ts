import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client.ts';

/**
 * Confirmation before a mutation and a message after it: success, or the server's own message
 * (already in the operator's language).
 */
export function useFeedback() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();

  const confirm = (content: string, onOk: () => Promise<unknown> | undefined) =>
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
        }
      },
    });

  const success = (text?: string) => message.success(text ?? t('common.saved'));
  const failure = (error: unknown) =>
    message.error(error instanceof ApiError ? error.message : t('errors.generic'));

  return { confirm, success, failure };
}
