export const DASHBOARD_API = {
  summary: '/api/staff/dashboard/summary',
  chart: '/api/staff/dashboard/chart',
  queue: '/api/staff/dashboard/queue',
} as const;
