export type RoleRow = {
  id: number;
  name: string;
  permissions: string[];
  payment_gateway: '0' | '1';
  bank_group_ids: number[];
  is_super: boolean;
  status: 'active' | 'inactive';
  operator_count: number;
  created_at: string;
  updated_at: string;
};
