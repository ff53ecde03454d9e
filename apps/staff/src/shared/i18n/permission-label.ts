import type { TFunction } from 'i18next';

/** 'member_accounts.freeze' -> 'Member Accounts: Freeze / unfreeze' in the current language. */
export function permissionLabel(t: TFunction, permission: string): string {
  const [area = '', action = ''] = permission.split('.');
  return `${t(`perm.areas.${area}`, { defaultValue: area })}: ${t(`perm.actions.${action}`, { defaultValue: action })}`;
}
