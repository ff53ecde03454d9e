import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logoutSession, unverifiedWarning, useLockSession } from '../../shared/api/session.ts';

/** Lock and logout, shared by the header, the q long press and the lock screen. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const lockSession = useLockSession();
  // Signing out with approved items nobody verified yet: 'Deposit (n), Withdrawal (m) not verified.'
  const confirmUnverified = async () => {
    const message = await unverifiedWarning();
    if (!message) return true;
    return new Promise<boolean>((resolve) =>
      modal.confirm({
        title: message,
        content: t('header.logoutAnyway'),
        okText: t('header.logout'),
        cancelText: t('common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
  };
  return {
    lock: () => lockSession.mutateAsync(),
    logout: async () => {
      if (!(await confirmUnverified())) return;
      await logoutSession();
      queryClient.clear();
      navigate('/login', { replace: true, state: { reason: 'logged-out' } });
    },
  };
}
