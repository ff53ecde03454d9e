export type RoleRow = {
  id: number;
  name: string;
  permissions: string[];
  payment_gateway: '0' | '1';
  is_super: boolean;
  status: 'active' | 'inactive';
  operator_count: number;
  created_at: string;
  updated_at: string;
};
