import { useQueryClient } from '@tanstack/react-query';
import type { Permission } from '@topup/contracts/permissions.ts';
import type { MemberAccountView } from '@topup/contracts/staff-member-accounts.ts';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { memberAccountUrl } from '../api/endpoints.ts';
import { hasPermission, useMe } from '../api/use-me.ts';
import { useFeedback } from '../ui/use-feedback.ts';

/** Lock/unlock texts live in the member-accounts feature catalogue; the older actions in the shared one. */
const actionText = (key: string, kind: 'actions' | 'confirm') =>
  key === 'lock' || key === 'unlock' ? `member-accounts.${kind}.${key}` : `member-accounts.${kind}.${key}`;

type Act = {
  key: string;
  permission: Permission;
  run: () => Promise<{ message: string; data?: { password?: string } }>;
  danger?: boolean;
};

/**
 * Sync, freeze/unfreeze, lock/unlock, enable/disable, change password and delete, each confirmed
 * first; `hide` leaves some out (the Workstation offers no delete).
 */
export function AccountActions({
  row,
  onDone,
  hide = [],
}: {
  row: MemberAccountView;
  onDone?: () => void;
  hide?: string[];
}) {
  const { t } = useTranslation();
  const me = useMe().data;
  const { modal, message } = App.useApp();
  const { failure } = useFeedback();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const url = memberAccountUrl(row.id);
  const acts: Act[] = [
    { key: 'sync', permission: 'member_accounts.sync', run: () => api.post(`${url}/sync`) },
    row.frozen
      ? { key: 'unfreeze', permission: 'member_accounts.freeze', run: () => api.post(`${url}/unfreeze`) }
      : {
          key: 'freeze',
          permission: 'member_accounts.freeze',
          run: () => api.post(`${url}/freeze`),
          danger: true,
        },
    row.locked
      ? { key: 'unlock', permission: 'member_accounts.lock', run: () => api.post(`${url}/unlock`) }
      : { key: 'lock', permission: 'member_accounts.lock', run: () => api.post(`${url}/lock`), danger: true },
    {
      key: row.enabled ? 'disable' : 'enable',
      permission: 'member_accounts.update',
      run: () => api.post(`${url}/status`, { enabled: !row.enabled }),
      danger: row.enabled,
    },
    {
      key: 'password',
      permission: 'member_accounts.password',
      run: () => api.post(`${url}/password`, password.trim() ? { password: password.trim() } : {}),
    },
    { key: 'delete', permission: 'member_accounts.delete', run: () => api.delete(url), danger: true },
  ];
  const ask = (act: Act) => {
    setPassword('');
    modal.confirm({
      title: t('common.confirmTitle'),
      content:
        act.key === 'password' ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            {t('member-accounts.confirm.password', { username: row.username })}
            <Input.Password
              aria-label={t('member-accounts.newPassword')}
              placeholder={t('member-accounts.passwordHint')}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Space>
        ) : (
          t(actionText(act.key, 'confirm'), { username: row.username, product: row.product_name })
        ),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const res = await act.run();
          message.success(res.data?.password ? `${res.message} ${res.data.password}` : res.message);
          await queryClient.invalidateQueries();
          onDone?.();
        } catch (error) {
          failure(error);
        }
      },
    });
  };
  return (
    <Space size={4} wrap>
      {acts
        .filter((a) => hasPermission(me, a.permission) && !hide.includes(a.key))
        .map((a) => (
          <Button key={a.key} size="small" danger={a.danger} onClick={() => ask(a)}>
            {t(actionText(a.key, 'actions'))}
          </Button>
        ))}
    </Space>
  );
}
