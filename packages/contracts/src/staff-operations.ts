/**
 * Reply shapes of the back-office members API (members, member imports, sources), shared by the
 * server that builds them and the staff SPA that shows them. Bank transactions and statements:
 * api/bank-transactions.ts and api/bank-statements.ts.
 */

/** A member as the staff member list and form see it. */
export type MemberView = {
  id: number;
  name: string;
  phone: string;
  date_of_birth: string | null;
  refer_code: string | null;
  upline_id: number | null;
  upline_name: string | null;
  upline_refer_code: string | null;
  company: string | null;
  source_id: number | null;
  source_name: string | null;
  bank_name: string | null;
  bank_account_number: string | null;
  bank_account_holder: string | null;
  status: 'active' | 'inactive';
  fraud: boolean;
  remark: string | null;
  deposit_count: number;
  last_deposit_at: string | null;
  registered_at: string;
  updated_at: string;
};

/** One entry of a member's 'histories': one thing done to or by the member. */
export type MemberHistoryEntry = {
  id: number;
  action: string;
  operator: string | null;
  before: unknown;
  after: unknown;
  at: string;
};

/** One of the member's latest money transactions. */
export type MemberTransactionRow = {
  id: number;
  type: string;
  amount_sen: number;
  status: string;
  verification: string;
  requested_at: string;
};

/** Whether the member holds a live login link, and when it was issued and last used. */
export type MemberLinkStatus = { active: boolean; issued_at: string | null; last_used_at: string | null };

/** GET /api/staff/members/:id: the member with its link, history, transactions and login links. */
export type MemberDetail = MemberView & {
  link: MemberLinkStatus;
  histories: MemberHistoryEntry[];
  transactions: MemberTransactionRow[];
  tokens: { created_at: string; revoked_at: string | null; last_used_at: string | null }[];
};

/** A member source (GET /api/staff/sources/options, the sources list). */
export type SourceView = {
  id: number;
  name: string;
  is_default: boolean;
  member_count: number;
  created_at: string;
};

export type ImportErrorView = { row: number; field: string; message: string; value?: string };

/** A member import: previewed, queued, running or finished. */
export type ImportJobView = {
  id: number;
  filename: string;
  status: 'preview' | 'queued' | 'running' | 'done' | 'failed';
  total_rows: number;
  processed_rows: number;
  imported_rows: number;
  error_count: number;
  errors: ImportErrorView[];
  message: string | null;
  preview?: { columns: string[]; rows: Record<string, string | number | null>[] };
};
