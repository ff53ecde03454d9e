import type { MemberView } from '@topup/contracts/staff-operations.ts';

export type MemberRow = MemberView;

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
