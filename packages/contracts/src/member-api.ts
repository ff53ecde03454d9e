import { z } from 'zod';
import type { Localized } from './locales.ts';

/**
 * Member API: exact paths, bodies and reply fields. Failed calls answer
 * `{ status: false, message }` with the message in the request's Locale.
 */
export const MEMBER_API = {
  auth: '/api/auth',
  global: '/api/global',
  preDeposit: '/api/pre_deposit',
  checkBalance: '/api/pre_deposit/check_balance',
  createAccount: '/api/pre_deposit/create_account',
  deposit: '/api/deposit',
  preReward: '/api/pre_reward',
  reward: '/api/reward',
  fortuneSpin: '/api/fortune_spin',
  landingPage: '/api/landing_page',
  history: '/api/history',
} as const;

const token = z.string().min(1).max(200);
// A number or a digit string; booleans, arrays and the like are refused, not coerced to 1 or 0.
const id = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/),
  ])
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  );

export const authBody = z.object({ token });
export const tokenBody = z.object({ token });
export const checkBalanceBody = z.object({ token, member_account_id: id });
export const createAccountBody = z.object({ token, product_id: id });
export const depositBody = z.object({
  token,
  member_account_id: id,
  amount: z.union([z.string(), z.number()]),
  bank: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(100)),
  bonus: z.union([z.string(), z.number(), z.null()]).optional(),
});
/** Page 1 is the newest; pages past the last answer an empty list. */
export const historyBody = z.object({
  token,
  page: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/),
    ])
    .transform(Number)
    .pipe(z.number().int().min(1).max(1000))
    .optional(),
});
export const rewardBody = z.object({ token, member_account_id: id, member_wallet_id: id });
export const landingPageBody = z.object({
  mobile: z.string().trim().min(1).max(20),
  name: z.string().trim().min(1).max(100),
  bank: z.string().trim().max(100).optional().nullable(),
  account: z.string().trim().max(40).optional().nullable(),
});

export type MemberFailure = { status: false; message: string };

export type MemberUser = {
  id: number;
  name: string;
  phone: string;
  whatsapp_link: string;
  telegram_link: string;
  avaliable_spin: number;
};

/** The member's most recent transaction, or null: the auth reply carries it. */
export type MemberTransactionSummary = {
  id: number;
  type: string;
  amount: string;
  status: string;
  created_at: string;
} | null;

export type AuthReply =
  | { status: true; user: MemberUser; transaction: MemberTransactionSummary }
  | MemberFailure;

export type Promotion = {
  id: number;
  name: Localized;
  description: Localized;
  image: Localized;
  content: Localized;
  link: string | null;
  /** The deposit bonus "Apply Now" chooses on the deposit screen, when the promotion is tied to one. */
  bonus_id: number | null;
};

export type GlobalReply = {
  status: true;
  data: { fortune_spin: { enabled: 0 | 1; segments: string[] }; promotions: Promotion[] };
};

export type LabelValue = { label: string; value: string | number };

/** Where a member sends the money for one payment option: an account number or a QR code to scan. */
export type PaymentAccount = {
  bank_name: string;
  holder: string;
  account_number: string;
  qr_image: string | null;
};

/**
 * What a deposit bonus gives, for the payment summary above Top Up: a fixed amount, else a
 * percentage (basis points) capped at max_bonus; the turnover is the rollover multiplier.
 */
export type BonusTerms = {
  amount: string | null;
  percent_bp: number;
  max_bonus: string | null;
  turnover: number;
};

export type PreDepositReply =
  | {
      code: 200;
      data: {
        payment_gateway: '0' | '1';
        member_accounts: {
          id: number | null;
          product_id: number;
          product_name: string;
          username: string | null;
          password: string | null;
        }[];
        banks: Record<
          string,
          { name: string; type: string; image: string; banks: (LabelValue & { account: PaymentAccount })[] }
        >;
        bonuses: (LabelValue & { terms: BonusTerms })[];
      };
    }
  | { code: number; status: false; message: string };

/** Over the balance point (Website Settings) the check fails with the balance and the limit's message. */
export type CheckBalanceReply =
  | { status: true; balance: string; message: string }
  | (MemberFailure & { balance?: string });
export type DepositReply = { status: true; message: string; redirect: string } | MemberFailure;
export type PreRewardReply =
  | { status: true; member_accounts: LabelValue[]; member_wallets: LabelValue[] }
  | MemberFailure;
export type CreateAccountReply =
  | {
      status: true;
      message: string;
      data: { id: number; product_id: number; username: string; password: string };
    }
  | MemberFailure;
export type RewardReply = { status: true; message: string } | MemberFailure;
export type FortuneSpinReply =
  | {
      status: true;
      message: string;
      data: {
        fortune_spin: { enabled: 0 | 1; segments: string[] };
        user: { avaliable_spin: number };
        segment: number;
        prize: string;
      };
    }
  | MemberFailure;
export type LandingPageReply =
  | {
      status: true;
      /** Step 3 carries the promotions staff chose for those who did not win (Landing Page settings). */
      data: { status: boolean; message: string; step: 2 | 3; promotions?: Promotion[] };
    }
  | MemberFailure;

/** What the member's history shows of an entry: waiting for staff or the provider, done, or failed. */
export type HistoryStatus = 'waiting' | 'done' | 'failed';
export type HistoryKind = 'deposit' | 'reward' | 'spin';

export type HistoryItem = {
  kind: HistoryKind;
  id: number;
  amount: string;
  bonus: string | null;
  /** The game account as "Product - username"; null for a spin (its prize goes to the reward wallet). */
  account: string | null;
  /** The wheel's label for a spin, else null. */
  label: string | null;
  status: HistoryStatus;
  /** Why it failed, in the request's language, where a reason was given. */
  reason: string | null;
  created_at: string;
};

export type HistoryReply =
  | { status: true; data: { page: number; has_more: boolean; items: HistoryItem[] } }
  | MemberFailure;
