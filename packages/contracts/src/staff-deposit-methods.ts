import type { Localized } from './locales.ts';

/** Reply shapes of the staff Deposit Methods API, shared by the server and the staff SPA. */

/** A bank account as a deposit method's payment option. */
export type DepositMethodBank = { id: number; bank_name: string; holder: string; display: boolean };

/** A method tile of the member deposit screen as the staff list and form see it. */
export type DepositMethodView = {
  id: number;
  code: string;
  name: Localized;
  type: Localized;
  image: string;
  position: number;
  display: boolean;
  bank_ids: number[];
  banks: DepositMethodBank[];
  /** Whether members see it: shown, with at least one shown bank account. */
  offered: boolean;
  updated_at: string;
};

/** Every bank account, with the deposit method that holds it (one at most). */
export type DepositMethodBankOption = DepositMethodBank & {
  method_id: number | null;
  method_name: string | null;
};
