export type DashboardSummary = {
  day: string;
  deposits: { count: number; amount_sen: number };
  withdrawals: { count: number; amount_sen: number };
  pending: { deposits: number; withdrawals: number; deposit_sen: number; withdrawal_sen: number };
  new_members: number;
  bonus_sen: number;
};

export type ChartPoint = {
  day: string;
  deposit_sen: number;
  withdrawal_sen: number;
  bonus_sen: number;
  deposits: number;
  withdrawals: number;
  new_members: number;
};

export type QueueItem = {
  id: number;
  type: 'deposit' | 'withdrawal';
  amount_sen: number;
  member_id: number;
  member_name: string;
  member_phone: string;
  claimed_by: string | null;
  requested_at: string;
};
