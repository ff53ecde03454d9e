export type OperatorRow = {
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

export type RoleOption = { id: number; name: string; is_super: boolean; status: 'active' | 'inactive' };
