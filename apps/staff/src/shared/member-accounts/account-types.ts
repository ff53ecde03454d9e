/** A game account as the staff API lists it (GET /api/staff/member-accounts, players). */
export type AccountRow = {
  id: number;
  member_id: number;
  member_name: string;
  member_phone: string;
  product_id: number;
  product_name: string;
  username: string;
  status: 'active' | 'inactive';
  enabled: boolean;
  frozen: boolean;
  locked: boolean;
  synced: boolean;
  created_at: string;
  balance: string | null;
};
