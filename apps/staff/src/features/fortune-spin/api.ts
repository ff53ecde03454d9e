import type { SpinHistoryRow } from '@topup/contracts/api/fortune-spin.ts';
import { listSource } from '../../shared/api/list-source.ts';

/** The wheel and the earning rule are settings screens (useSettingsForm reads and saves them). */
export const FORTUNE_SPIN_URL = '/api/staff/fortune-spin';
export const FORTUNE_SPIN_EARNING_URL = '/api/staff/fortune-spin/earning';
export const spinHistoryList = listSource<SpinHistoryRow>('/api/staff/fortune-spin/history', '-id');

/** Each segment's chance in percent: its weight over the wheel's total (drawn by weight). */
export function oddsPercent(weights: number[]): string[] {
  const total = weights.reduce((sum, w) => sum + (Number.isFinite(w) && w > 0 ? w : 0), 0);
  return weights.map((w) => (total > 0 && w > 0 ? ((w / total) * 100).toFixed(2) : '0.00'));
}
