/** The workstation's endpoints: look a member up by game account, then read and refresh its balance. */
export const WORKSTATION_API = {
  lookup: '/api/staff/workstation/lookup',
  balance: (accountId: number) => `/api/staff/workstation/accounts/${accountId}/balance`,
  scoreLog: (accountId: number) => `/api/staff/workstation/accounts/${accountId}/score-log`,
} as const;
