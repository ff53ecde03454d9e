export const FORTUNE_SPIN_URL = '/api/staff/fortune-spin';
export const FORTUNE_SPIN_EARNING_URL = '/api/staff/fortune-spin/earning';
export const FORTUNE_SPIN_HISTORY_URL = '/api/staff/fortune-spin/history';

export type Segment = { position: number; label: string; prize: string; weight: number };
export type WheelSettings = { enabled: 0 | 1; segments: Segment[] };
export type EarningRule = { min_deposit: string; spins: number; daily_cap: number };
export type SpinHistoryRow = {
  id: number;
  member_id: number;
  member_name: string;
  phone: string;
  segment: number;
  label: string;
  prize: string;
  created_at: string;
};

/** Each segment's chance in percent: its weight over the wheel's total (drawn by weight). */
export function oddsPercent(weights: number[]): string[] {
  const total = weights.reduce((sum, w) => sum + (Number.isFinite(w) && w > 0 ? w : 0), 0);
  return weights.map((w) => (total > 0 && w > 0 ? ((w / total) * 100).toFixed(2) : '0.00'));
}
