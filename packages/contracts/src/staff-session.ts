/** Server-sent event on GET /api/staff/live when a pending deposit or withdrawal appears or changes. */
export type QueueEvent = {
  kind: 'deposit' | 'withdrawal';
  id: number;
  status: string;
  /** 'created' plays the sound alert; anything else only refreshes the queue. */
  change: 'created' | 'updated';
};

export const LIVE_QUEUE_EVENT = 'queue';
