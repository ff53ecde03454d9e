/** The at-a-glance figures per period, in the order the chart and the table show them. */
export const GLANCE_SERIES = [
  { key: 'deposit_sen', label: 'members.glance.deposits', color: '#16a34a' },
  { key: 'withdrawal_sen', label: 'members.glance.withdrawals', color: '#dc2626' },
  { key: 'bonus_sen', label: 'members.glance.bonus', color: '#d97706' },
  { key: 'game_result_sen', label: 'members.glance.gameResult', color: '#2563eb' },
  { key: 'turnover_sen', label: 'members.glance.turnover', color: '#7c3aed' },
] as const;
