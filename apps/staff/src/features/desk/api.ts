/** The desk's live stream (server-sent events) and its pending counts. */
export const LIVE_API = {
  stream: '/api/staff/live',
  counts: '/api/staff/live/counts',
} as const;
