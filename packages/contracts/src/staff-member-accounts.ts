/** Reply shapes of the staff game-account API, shared by the server and the staff SPA. */

/** A game account as the staff API lists it (GET /api/staff/member-accounts, players). */
export type MemberAccountView = {
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
  updated_at: string;
  /** At the provider, fetched for synced accounts on a player's page; null when unknown. */
  balance: string | null;
};
