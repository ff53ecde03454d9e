import {
  AppstoreOutlined,
  BankOutlined,
  CreditCardOutlined,
  DollarOutlined,
  FieldTimeOutlined,
  FundOutlined,
  PlayCircleOutlined,
  PlusCircleOutlined,
  SafetyCertificateOutlined,
  SlidersOutlined,
  SolutionOutlined,
  SwapOutlined,
  ThunderboltOutlined,
  UnorderedListOutlined,
  UploadOutlined,
  UsergroupAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { type ComponentType, lazy } from 'react';
import type { Screen } from './screens.tsx';

function page<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const queue = (type: 'deposit' | 'withdrawal') =>
  lazy(async () => {
    const { PendingQueuePage } = await import('../features/money/queues/pending-queue-page.tsx');
    return { default: () => <PendingQueuePage type={type} /> };
  });

/** The money screens (pending queues, transactions, money forms, players, accounts, products, banks). */
export const MONEY_SCREENS: Screen[] = [
  {
    path: 'pending-deposits',
    group: 'transactions',
    permission: 'deposits.view',
    menuLabel: 'money.menu.pendingDeposits',
    icon: <WalletOutlined />,
    page: queue('deposit'),
  },
  {
    path: 'pending-withdrawals',
    group: 'transactions',
    permission: 'withdrawals.view',
    menuLabel: 'money.menu.pendingWithdrawals',
    icon: <UploadOutlined />,
    page: queue('withdrawal'),
  },
  {
    path: 'second-approval',
    group: 'transactions',
    permission: 'transactions.view',
    menuLabel: 'money.secondApproval.title',
    icon: <SafetyCertificateOutlined />,
    page: page(
      () => import('../features/money/second-approval/second-approval-page.tsx'),
      'SecondApprovalPage',
    ),
  },
  {
    path: 'transactions',
    group: 'transactions',
    permission: 'transactions.view',
    menuLabel: 'money.menu.transactions',
    icon: <UnorderedListOutlined />,
    page: page(() => import('../features/money/transactions/transactions-page.tsx'), 'TransactionsPage'),
  },
  {
    path: 'transactions/:id',
    group: 'transactions',
    permission: 'transactions.view',
    page: page(
      () => import('../features/money/transactions/transaction-detail-page.tsx'),
      'TransactionDetailPage',
    ),
  },
  {
    path: 'transaction-insert',
    group: 'transactions',
    permission: 'deposits.create',
    menuLabel: 'money.menu.transactionInsert',
    icon: <PlusCircleOutlined />,
    page: page(() => import('../features/money/insert/transaction-insert-page.tsx'), 'TransactionInsertPage'),
  },
  {
    path: 'quick-topup',
    group: 'transactions',
    permission: 'transactions.quick_topup',
    menuLabel: 'money.menu.quickTopup',
    icon: <ThunderboltOutlined />,
    page: page(() => import('../features/money/quick-topup/quick-topup-page.tsx'), 'QuickTopupPage'),
  },
  {
    path: 'multi-deposit',
    group: 'transactions',
    permission: 'transactions.multi_deposit',
    menuLabel: 'money.menu.multiDeposit',
    icon: <DollarOutlined />,
    page: page(() => import('../features/money/multi-deposit/multi-deposit-page.tsx'), 'MultiDepositPage'),
  },
  {
    path: 'transfer',
    group: 'transactions',
    permission: 'transactions.transfer',
    menuLabel: 'money.menu.transfer',
    icon: <SwapOutlined />,
    page: page(() => import('../features/money/transfer/transfer-page.tsx'), 'TransferPage'),
  },
  {
    path: 'adjustment',
    group: 'transactions',
    permission: 'transactions.adjustment',
    menuLabel: 'money.menu.adjustment',
    icon: <SlidersOutlined />,
    page: page(() => import('../features/money/adjustment/adjustment-page.tsx'), 'AdjustmentPage'),
  },
  {
    path: 'players',
    group: 'members',
    permission: 'member_accounts.view',
    menuLabel: 'money.menu.players',
    icon: <UsergroupAddOutlined />,
    page: page(() => import('../features/players/players-page.tsx'), 'PlayersPage'),
  },
  {
    path: 'players/:id',
    group: 'members',
    permission: 'member_accounts.view',
    page: page(() => import('../features/players/player-edit-page.tsx'), 'PlayerEditPage'),
  },
  {
    path: 'member-accounts',
    group: 'members',
    permission: 'member_accounts.view',
    menuLabel: 'money.menu.memberAccounts',
    icon: <SolutionOutlined />,
    page: page(() => import('../features/member-accounts/member-accounts-page.tsx'), 'MemberAccountsPage'),
  },
  {
    path: 'products',
    group: 'games',
    permission: 'products.view',
    menuLabel: 'money.menu.products',
    icon: <AppstoreOutlined />,
    page: page(() => import('../features/products/products-page.tsx'), 'ProductsPage'),
  },
  {
    path: 'products/create',
    group: 'games',
    permission: 'products.manage',
    page: page(() => import('../features/products/product-form-page.tsx'), 'ProductFormPage'),
  },
  {
    path: 'products/:id/edit',
    group: 'games',
    permission: 'products.update',
    page: page(() => import('../features/products/product-form-page.tsx'), 'ProductFormPage'),
  },
  {
    path: 'games',
    group: 'games',
    permission: 'games.view',
    menuLabel: 'money.menu.games',
    icon: <PlayCircleOutlined />,
    page: page(() => import('../features/products/games-page.tsx'), 'GamesPage'),
  },
  {
    path: 'game-sessions',
    group: 'games',
    permission: 'game_sessions.view',
    menuLabel: 'money.menu.gameSessions',
    icon: <FieldTimeOutlined />,
    page: page(() => import('../features/game-sessions/game-sessions-page.tsx'), 'GameSessionsPage'),
  },
  {
    path: 'banks',
    group: 'banks',
    permission: 'banks.view',
    menuLabel: 'money.menu.banks',
    icon: <BankOutlined />,
    page: page(() => import('../features/banks/banks-page.tsx'), 'BanksPage'),
  },
  {
    path: 'banks/create',
    group: 'banks',
    permission: 'banks.create',
    page: page(() => import('../features/banks/bank-form-page.tsx'), 'BankFormPage'),
  },
  {
    path: 'banks/:id/edit',
    group: 'banks',
    permission: 'banks.update',
    page: page(() => import('../features/banks/bank-form-page.tsx'), 'BankFormPage'),
  },
  {
    path: 'bank-balances',
    group: 'banks',
    permission: 'bank_balances.view',
    menuLabel: 'bank-balances.menu',
    icon: <FundOutlined />,
    page: page(() => import('../features/bank-balances/bank-balances-page.tsx'), 'BankBalancesPage'),
  },
  {
    path: 'deposit-methods',
    group: 'banks',
    permission: 'banks.view',
    menuLabel: 'deposit-methods.menu',
    icon: <CreditCardOutlined />,
    page: page(() => import('../features/deposit-methods/deposit-methods-page.tsx'), 'DepositMethodsPage'),
  },
  {
    path: 'deposit-methods/create',
    group: 'banks',
    permission: 'banks.create',
    page: page(
      () => import('../features/deposit-methods/deposit-method-form-page.tsx'),
      'DepositMethodFormPage',
    ),
  },
  {
    path: 'deposit-methods/:id/edit',
    group: 'banks',
    permission: 'banks.update',
    page: page(
      () => import('../features/deposit-methods/deposit-method-form-page.tsx'),
      'DepositMethodFormPage',
    ),
  },
];
