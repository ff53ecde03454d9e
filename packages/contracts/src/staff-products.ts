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
  /** The kiosk's last read got no answer: the figure shown is the one of `agent_credit_checked_at`. */
  agent_credit_stale: boolean;
  sync_state: 'synced' | 'not_synced' | 'syncing' | 'failed';
  min_deposit: string | null;
  max_deposit: string | null;
  min_withdrawal: string | null;
  max_withdrawal: string | null;
  max_balance_to_deposit: string | null;
  maintenance: boolean;
  status: ProductStatus;
  position: number;
  updated_at: string;
};

/** retired: hidden from members for good, kept for its history (a product money has moved through). */
export const PRODUCT_STATUSES = ['active', 'inactive', 'retired'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The protocols a kiosk connection can speak: the HTTP agent API of docs/provider-protocol.md. */
export const PROVIDER_KINDS = ['http'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** A product's kiosk connection as staff see it: the agent key only masked (`••••••1234`). */
export type KioskConnectionView = {
  provider_kind: ProviderKind;
  base_url: string;
  kiosk_code: string;
  agent_key: string;
  timeout_ms: number | null;
};

/** One product on its edit form: the list's fields and its kiosk connection. */
export type ProductDetailView = ProductView & { connection: KioskConnectionView | null };
