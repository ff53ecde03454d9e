export default {
  title: 'Roles',
  create: 'Create Role',
  edit: 'Edit Role',
  permissions: 'Permissions',
  paymentGateway: 'Payment Gateway',
  gatewayOn: 'On',
  gatewayOff: 'Off (no deposits or withdrawals)',
  bankGroups: 'Bank groups handled',
  allGroups: 'All bank groups',
  bankGroupsHint:
    "The role's operators see and act on deposits and withdrawals of these bank groups only (and those with no bank yet). Leave empty for all.",
  operatorCount: 'Operators',
  selectAll: 'All',
  superNote: 'Super Admin holds every permission; they cannot be removed.',
  confirmCreate: 'Create role {{name}} with {{count}} permissions?',
  confirmUpdate:
    'Save role {{name}} with {{count}} permissions? Operators holding it get the change at once.',
  permissionCount: '{{count}} permissions',
  limits: {
    title: 'Amount limits (second approval above)',
    hint: 'The most an operator of this role moves alone. Above it the action waits for a second operator. Empty: no limit.',
    none: 'No limit',
    kinds: {
      adjustment: 'Adjustment',
      quick_topup: 'Quick Topup',
      insert: 'Transaction Insert',
      withdrawal_approval: 'Withdrawal approval',
    },
  },
};
