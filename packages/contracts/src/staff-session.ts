import type { Permission } from './permissions.ts';

/** GET /api/staff/auth/me and the login reply: who is signed in and what they may do. */
export type StaffMe = {
  operator: { id: number; name: string; username: string; has_pin: boolean; last_login_at: string | null };
  role: { id: number; name: string; is_super: boolean; payment_gateway: string };
  permissions: Permission[];
  locked: boolean;
};

/** Server-sent event on GET /api/staff/live when a pending deposit or withdrawal appears or changes. */
export type QueueEvent = {
  kind: 'deposit' | 'withdrawal';
  id: number;
  status: string;
  /** 'created' plays the sound alert; anything else only refreshes the queue. */
  change: 'created' | 'updated';
};

export const LIVE_QUEUE_EVENT = 'queue';

/** GET/PUT /api/staff/profile/alerts: the operator's sound alert for new pending items. */
export type AlertSettings = { sound: boolean; volume: number };

/** GET /api/staff/live/counts: what waits, per queue the operator may see (null: not theirs). */
export type PendingCounts = { deposit: number | null; withdrawal: number | null };
