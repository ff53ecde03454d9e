/** Reply shapes of the staff banks API, shared by the server and the staff SPA. */

/** A bank account as the staff bank list and form see it, with who created and last changed it. */
export type BankView = {
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
