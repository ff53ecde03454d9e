/** Reply shapes of the staff dashboard API, shared by the server and the staff SPA. */

/** GET /api/staff/dashboard/summary: today's figures (business day). */
export type DashboardSummary = {
  day: string;
  deposits: { count: number; amount_sen: number };
  withdrawals: { count: number; amount_sen: number };
  pending: { deposits: number; withdrawals: number; deposit_sen: number; withdrawal_sen: number };
  new_members: number;
  bonus_sen: number;
};

/** GET /api/staff/dashboard/chart: one point per business day. */
export type ChartPoint = {
  day: string;
  deposit_sen: number;
  withdrawal_sen: number;
  bonus_sen: number;
  deposits: number;
  withdrawals: number;
  new_members: number;
};

/** GET /api/staff/dashboard/queue: a pending deposit or withdrawal, oldest first. */
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
