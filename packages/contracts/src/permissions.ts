/**
 * Every staff permission, one key per staff route or action, grouped by task for the role
 * editor. The server checks each staff route against one of these; the staff UI hides what
 * a role lacks. Super Admin holds all.
 */
export const PERMISSION_GROUPS = {
  dashboard: ['dashboard.view'],
  workstation: ['workstation.view', 'workstation.action'],
  members: [
    'members.view',
    'members.create',
    'members.update',
    'members.import',
    'members.link',
    'members.fraud_clear',
    'members.pii',
    'members.tag',
    'members.groups',
    'member_accounts.view',
    'member_accounts.create',
    'member_accounts.update',
    'member_accounts.delete',
    'member_accounts.freeze',
    'member_accounts.lock',
    'member_accounts.sync',
    'member_accounts.password',
  ],
  deposits: [
    'deposits.view',
    'deposits.claim',
    'deposits.approve',
    'deposits.reject',
    'deposits.fraud',
    'deposits.void',
    'deposits.complete',
    'deposits.create',
  ],
  withdrawals: [
    'withdrawals.view',
    'withdrawals.claim',
    'withdrawals.approve',
    'withdrawals.reject',
    'withdrawals.fraud',
    'withdrawals.void',
    'withdrawals.complete',
    'withdrawals.create',
  ],
  transactions: [
    'transactions.view',
    'transactions.insert',
    'transactions.quick_topup',
    'transactions.multi_deposit',
    'transactions.transfer',
    'transactions.adjustment',
    'transactions.reward',
    'transactions.reconcile',
    'transactions.audit',
    'transactions.resolve',
  ],
  banks: [
    'banks.view',
    'banks.create',
    'banks.update',
    'banks.delete',
    'bank_transactions.view',
    'bank_transactions.create',
    'bank_transactions.update',
    'bank_transactions.import',
    'bank_transactions.match',
    'bank_balances.view',
    'bank_movements.transfer',
    'bank_movements.expense',
  ],
  products: [
    'products.view',
    'products.update',
    'products.sync',
    'products.manage',
    'sources.view',
    'sources.manage',
    'games.view',
    'game_sessions.view',
  ],
  promotions: [
    'bonuses.view',
    'bonuses.manage',
    'bonuses.run',
    'rollover.manage',
    'rollover.clear',
    'fortune_spin.view',
    'fortune_spin.manage',
  ],
  content: [
    'content.view',
    'content.manage',
    'notes.create',
    'notes.manage',
    'system_messages.manage',
    'gallery.manage',
    'settings.view',
    'settings.manage',
  ],
  follow_up: ['follow_up.view', 'follow_up.settle'],
  reports: ['reports.view', 'reports.fraud_dismiss'],
  access: ['operators.view', 'operators.manage', 'roles.view', 'roles.manage', 'activity_log.view'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type Permission = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_GROUPS).flat();

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (ALL_PERMISSIONS as readonly string[]).includes(value);
}
