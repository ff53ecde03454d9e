import type { Permission } from '@topup/contracts/permissions.ts';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';

/** A deep link to a screen the role lacks shows 403 (the server refuses its data anyway). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission | 'authenticated';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useMe();
  if (!hasPermission(me.data, permission))
    return <Result status="403" title="403" subTitle={t('errors.forbidden')} />;
  return children;
}
