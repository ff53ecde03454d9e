/**
 * The ten reports and their columns. The server computes each column under its key;
 * the staff SPA builds the table, totals row, exports and column tooltips from the same list
 * (one-line definitions: docs/reports.md and the SPA's reports texts).
 */
export const REPORT_KEYS = [
  'overall',
  'bank',
  'game',
  'staff',
  'customer',
  'kiosk',
  'cs',
  'shift',
  'timeout',
  'fraud',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

export function isReportKey(value: unknown): value is ReportKey {
  return typeof value === 'string' && (REPORT_KEYS as readonly string[]).includes(value);
}

/** How a column's value is shown: money is integer sen, duration is seconds. */
export type ReportColumnKind = 'day' | 'text' | 'count' | 'money' | 'datetime' | 'duration' | 'tag';

export type ReportColumn = {
  key: string;
  kind: ReportColumnKind;
  /** Sortable on the server (every column is, unless it is computed after the query). */
  sortable?: false;
  /** Shown in the totals row (sums; the server may compute a non-additive total itself). */
  total?: true;
};

/** Filters a report accepts besides the date range (query parameters of the same name). */
export type ReportFilter = 'product_id' | 'bank_id' | 'operator_id' | 'member_id' | 'q';

export type ReportChart = { kind: 'trend' | 'share'; x: string; series: string[] };

export type ReportDefinition = {
  columns: ReportColumn[];
  /** Server sort key (a column key, '-' for descending) when none is asked for. */
  defaultSort: string;
  filters: ReportFilter[];
  chart?: ReportChart;
};

const money = (key: string): ReportColumn => ({ key, kind: 'money', total: true });
const count = (key: string): ReportColumn => ({ key, kind: 'count', total: true });
const text = (key: string): ReportColumn => ({ key, kind: 'text' });

export const REPORTS: Record<ReportKey, ReportDefinition> = {
  overall: {
    columns: [
      { key: 'day', kind: 'day' },
      count('deposit_count'),
      money('deposit_sen'),
      count('withdrawal_count'),
      money('withdrawal_sen'),
      money('net_sen'),
      money('bonus_sen'),
      money('adjustment_sen'),
      count('transfer_count'),
      money('transfer_sen'),
      count('reward_count'),
      money('reward_sen'),
      count('new_members'),
      count('active_members'),
      count('first_deposits'),
    ],
    defaultSort: 'day',
    filters: ['product_id', 'bank_id'],
    chart: { kind: 'trend', x: 'day', series: ['deposit_sen', 'withdrawal_sen', 'net_sen'] },
  },
  bank: {
    columns: [
      text('bank'),
      money('opening_sen'),
      money('in_sen'),
      money('out_sen'),
      money('expense_sen'),
      money('other_sen'),
      money('closing_sen'),
      money('statement_net_sen'),
      money('difference_sen'),
    ],
    defaultSort: 'bank',
    filters: ['bank_id'],
    chart: { kind: 'share', x: 'bank', series: ['in_sen', 'out_sen'] },
  },
  game: {
    columns: [
      text('product'),
      count('deposit_count'),
      money('deposit_sen'),
      money('withdrawal_sen'),
      money('bonus_sen'),
      money('net_sen'),
      count('players'),
      money('game_result_sen'),
    ],
    defaultSort: '-deposit_sen',
    filters: ['product_id'],
    chart: { kind: 'share', x: 'product', series: ['deposit_sen', 'withdrawal_sen'] },
  },
  staff: {
    columns: [
      text('operator'),
      count('approve_count'),
      money('approve_sen'),
      count('reject_count'),
      count('fraud_count'),
      count('void_count'),
      money('void_sen'),
      count('complete_count'),
      count('adjustment_count'),
      money('adjustment_sen'),
      { key: 'approval_p50_s', kind: 'duration' },
      { key: 'approval_p95_s', kind: 'duration' },
    ],
    defaultSort: '-approve_count',
    filters: ['operator_id'],
    chart: { kind: 'share', x: 'operator', series: ['approve_count', 'reject_count'] },
  },
  customer: {
    columns: [
      text('member'),
      text('phone'),
      count('deposit_count'),
      money('deposit_sen'),
      money('withdrawal_sen'),
      money('net_sen'),
      money('bonus_sen'),
      money('game_result_sen'),
      money('turnover_sen'),
      { key: 'last_deposit_at', kind: 'datetime' },
    ],
    defaultSort: '-deposit_sen',
    filters: ['product_id', 'q'],
    chart: { kind: 'share', x: 'member', series: ['deposit_sen'] },
  },
  kiosk: {
    columns: [
      text('kiosk'),
      text('products'),
      money('credit_out_sen'),
      money('credit_in_sen'),
      money('net_sen'),
      { key: 'agent_credit_sen', kind: 'money', sortable: false },
      { key: 'warning', kind: 'tag', sortable: false },
    ],
    defaultSort: 'kiosk',
    filters: [],
    chart: { kind: 'share', x: 'kiosk', series: ['credit_out_sen', 'credit_in_sen'] },
  },
  cs: {
    columns: [
      text('operator'),
      count('members_created'),
      count('follow_ups_settled'),
      count('leads_converted'),
      money('converted_deposit_sen'),
    ],
    defaultSort: '-members_created',
    filters: ['operator_id'],
  },
  shift: {
    columns: [
      { key: 'shift_start', kind: 'datetime' },
      text('operator'),
      count('approve_count'),
      count('reject_count'),
      count('complete_count'),
      money('deposit_sen'),
      money('withdrawal_sen'),
      count('unverified_deposits'),
      count('unverified_withdrawals'),
      { key: 'handed_over_at', kind: 'datetime' },
      text('handover_remark'),
    ],
    defaultSort: '-shift_start',
    filters: ['operator_id'],
  },
  timeout: {
    columns: [
      { key: 'transaction_id', kind: 'count' },
      text('member'),
      text('product'),
      text('reference'),
      money('amount_sen'),
      { key: 'sent_at', kind: 'datetime' },
      { key: 'outcome', kind: 'tag' },
      { key: 'settled_at', kind: 'datetime' },
    ],
    defaultSort: '-sent_at',
    filters: ['product_id', 'member_id'],
  },
  fraud: {
    columns: [
      { key: 'signal', kind: 'tag' },
      text('members'),
      text('transactions'),
      text('detail'),
      text('bank_account_number'),
      money('amount_sen'),
      { key: 'detected_at', kind: 'datetime' },
      { key: 'dismissed', kind: 'tag' },
    ],
    defaultSort: '-detected_at',
    filters: ['member_id'],
  },
};

/** Longest range a report answers in one request (a year and a bit). */
export const MAX_REPORT_DAYS = 400;
/** Rows of one export, whatever the filter (an export of more asks for a narrower range). */
export const EXPORT_MAX_ROWS = 50_000;
