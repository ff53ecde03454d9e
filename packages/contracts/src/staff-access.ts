/** Reply shapes of the staff operators and roles API, shared by the server and the staff SPA. */

export type OperatorView = {
  id: number;
  name: string;
  username: string;
  role_id: number;
  role_name: string;
  status: 'active' | 'inactive';
  last_login_at: string | null;
  updated_at: string;
  created_at: string;
};

/** GET /api/staff/operators/role-options. */
export type RoleOption = { id: number; name: string; is_super: boolean; status: 'active' | 'inactive' };

export type RoleView = {
  id: number;
  name: string;
  permissions: string[];
  /** '1': the deposits and withdrawals of `bank_group_ids` (empty = every group); '0': none. */
  payment_gateway: '0' | '1';
  bank_group_ids: number[];
  is_super: boolean;
  status: 'active' | 'inactive';
  operator_count: number;
  created_at: string;
  updated_at: string;
};
