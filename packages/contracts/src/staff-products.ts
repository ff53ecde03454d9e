/** Reply shapes of the staff products API, shared by the server and the staff SPA. */

/** A product with its kiosk's last reported agent credit and whether that is below the warning. */
export type ProductView = {
  id: number;
  name: string;
  tier: number;
  url: string | null;
  pin: string | null;
  pc_link: string | null;
  android_link: string | null;
  ios_link: string | null;
  slot_link: string | null;
  live_link: string | null;
  game_username: string | null;
  game_password: string | null;
  agent_credit: string | null;
  agent_credit_checked_at: string | null;
  agent_credit_low: boolean;
  sync_state: 'synced' | 'not_synced' | 'syncing' | 'failed';
  min_deposit: string | null;
  max_deposit: string | null;
  min_withdrawal: string | null;
  max_withdrawal: string | null;
  max_balance_to_deposit: string | null;
  maintenance: boolean;
  status: 'active' | 'inactive';
  position: number;
  updated_at: string;
};
