export type BankRow = {
  id: number;
  group_id: number | null;
  group_name: string | null;
  bank_name: string;
  holder: string;
  account_number: string;
  position: number;
  display: boolean;
  require_receipt: boolean;
  is_default: boolean;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
};
