import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { request } from '../../shared/api/client.ts';
import { AUTH_API } from '../../shared/api/endpoints.ts';
import { ME_KEY } from '../../shared/api/use-me.ts';

type Unverified = { data: { deposits: number; withdrawals: number; message: string | null } };

/** Lock and logout, shared by the header, the q long press and the lock screen. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { t } = useTranslation();
  // Signing out with approved items nobody verified yet: 'Deposit (n), Withdrawal (m) not verified.'
  const confirmUnverified = async () => {
    const check = await request<Unverified>('GET', AUTH_API.unverified, {
      skipSessionHandling: true,
    }).catch(() => null);
    const message = check?.data.message;
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
    lock: async () => {
      await request('POST', AUTH_API.lock, { body: {}, skipSessionHandling: true });
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
    logout: async () => {
      if (!(await confirmUnverified())) return;
      await request('POST', AUTH_API.logout, { body: {}, skipSessionHandling: true }).catch(() => {});
      queryClient.clear();
      navigate('/login', { replace: true, state: { reason: 'logged-out' } });
    },
  };
}
