export type MemberRow = {
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

export type MemberHistory = {
  id: number;
  action: string;
  operator: string | null;
  before: unknown;
  after: unknown;
  at: string;
};

export type MemberTransaction = {
  id: number;
  type: string;
  amount_sen: number;
  status: string;
  verification: string;
  requested_at: string;
};

export type MemberDetail = MemberRow & {
  link: { active: boolean; issued_at: string | null; last_used_at: string | null };
  histories: MemberHistory[];
  transactions: MemberTransaction[];
};

export type SourceOption = { id: number; name: string; is_default: boolean };

export type ImportJob = {
  id: number;
  filename: string;
  status: 'preview' | 'queued' | 'running' | 'done' | 'failed';
  total_rows: number;
  processed_rows: number;
  imported_rows: number;
  error_count: number;
  errors: { row: number; field: string; message: string; value?: string }[];
  message: string | null;
  preview?: { columns: string[]; rows: Record<string, string | number | null>[] };
};
