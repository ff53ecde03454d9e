import type {
  AuthReply,
  CheckBalanceReply,
  DepositReply,
  FortuneSpinReply,
  GlobalReply,
  HistoryReply,
  LandingPageReply,
  MEMBER_API,
  PreDepositReply,
  PreRewardReply,
  RewardReply,
} from '@topup/contracts/member-api.ts';
import { accountCall, apiRequest, newIdempotencyKey } from './api-client.ts';

// The contracts module also holds zod schemas; only its types are imported so zod stays out
// of the bundle, and `satisfies` keeps these paths equal to the contract's.
const PATHS = {
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
} as const satisfies typeof MEMBER_API;

export type DepositRequest = {
  member_account_id: number;
  amount: string;
  bank: string;
  bonus: string | null;
};
export type LandingRequest = { mobile: string; name: string; bank: string | null; account: string | null };
export type CreateAccountReply = { status: boolean; message?: string };

/** The member calls, one function each. */
export const memberCalls = {
  /** Auth answers 401 on a bad token: that is a failed login, not a thrown error. */
  auth: async (token: string): Promise<AuthReply | null> =>
    (await apiRequest<AuthReply>('POST', PATHS.auth, { token })).data,
  global: async (): Promise<GlobalReply | null> => {
    const result = await apiRequest<GlobalReply>('GET', PATHS.global);
    return result.ok ? result.data : null;
  },
  preDeposit: (token: string) => accountCall<PreDepositReply>(PATHS.preDeposit, { token }),
  checkBalance: (token: string, memberAccountId: number) =>
    accountCall<CheckBalanceReply>(PATHS.checkBalance, { token, member_account_id: memberAccountId }),
  createAccount: (token: string, productId: number) =>
    accountCall<CreateAccountReply>(PATHS.createAccount, { token, product_id: productId }),
  deposit: (token: string, request: DepositRequest) =>
    accountCall<DepositReply>(PATHS.deposit, { token, ...request }, { idempotencyKey: newIdempotencyKey() }),
  preReward: (token: string) => accountCall<PreRewardReply>(PATHS.preReward, { token }),
  reward: (token: string, memberAccountId: number | string, memberWalletId: number | string) =>
    accountCall<RewardReply>(
      PATHS.reward,
      { token, member_account_id: memberAccountId, member_wallet_id: memberWalletId },
      { idempotencyKey: newIdempotencyKey() },
    ),
  fortuneSpin: (token: string) =>
    accountCall<FortuneSpinReply>(PATHS.fortuneSpin, { token }, { idempotencyKey: newIdempotencyKey() }),
  history: (token: string, page: number) => accountCall<HistoryReply>(PATHS.history, { token, page }),
  landingPage: async (request: LandingRequest): Promise<LandingPageReply | null> =>
    (await apiRequest<LandingPageReply>('POST', PATHS.landingPage, request)).data,
};
