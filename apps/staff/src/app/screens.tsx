import {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  HistoryOutlined,
  IdcardOutlined,
  PhoneOutlined,
  SafetyCertificateOutlined,
  TagsOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Permission } from '@topup/contracts/permissions.ts';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { CONTENT_SCREENS } from './content-screens.tsx';
import { MONEY_SCREENS } from './money-screens.tsx';
import { REPORT_SCREENS } from './report-screens.tsx';

export type MenuGroup =
  | 'overview'
  | 'members'
  | 'transactions'
  | 'banks'
  | 'games'
  | 'promotions'
  | 'content'
  | 'reports'
  | 'access'
  | 'account';

/** Menu groups in the order the side menu shows them (labels: menu.groups.<group>). */
export const MENU_GROUPS: MenuGroup[] = [
  'overview',
  'members',
  'transactions',
  'banks',
  'games',
  'promotions',
  'content',
  'reports',
  'access',
  'account',
];

export type Screen = {
  /** Path under /admin/, with route params: 'operators/:id/edit'. */
  path: string;
  group: MenuGroup;
  permission: Permission | 'authenticated';
  /** i18n key of the menu entry; screens without one (create/edit pages) are not in the menu. */
  menuLabel?: string;
  icon?: ReactNode;
  page: LazyExoticComponent<ComponentType>;
};

/** Each page is its own chunk: antd's Table, Form and pickers load only where they are used. */
function lazyPage<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * Every back-office screen, in menu order. Adding a screen is adding a row here: the route,
 * the menu entry and the permission guard all come from it.
 */
export const SCREENS: Screen[] = [
  {
    path: 'dashboard',
    group: 'overview',
    permission: 'dashboard.view',
    menuLabel: 'menu.dashboard',
    icon: <DashboardOutlined />,
    page: lazyPage(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
  },
  {
    path: 'workstation',
    group: 'overview',
    permission: 'workstation.view',
    menuLabel: 'menu.workstation',
    icon: <DesktopOutlined />,
    page: lazyPage(() => import('./workstation-screen.tsx'), 'WorkstationScreen'),
  },
  {
    path: 'members',
    group: 'members',
    permission: 'members.view',
    menuLabel: 'menu.members',
    icon: <IdcardOutlined />,
    page: lazyPage(() => import('../features/members/members-page.tsx'), 'MembersPage'),
  },
  {
    path: 'members/create',
    group: 'members',
    permission: 'members.create',
    page: lazyPage(() => import('../features/members/member-form-page.tsx'), 'MemberFormPage'),
  },
  {
    path: 'members/import',
    group: 'members',
    permission: 'members.import',
    page: lazyPage(() => import('../features/members/member-import-page.tsx'), 'MemberImportPage'),
  },
  {
    path: 'members/:id/edit',
    group: 'members',
    permission: 'members.view',
    page: lazyPage(() => import('../features/members/member-form-page.tsx'), 'MemberFormPage'),
  },
  {
    path: 'follow-up',
    group: 'members',
    permission: 'follow_up.view',
    menuLabel: 'menu.followUp',
    icon: <PhoneOutlined />,
    page: lazyPage(() => import('../features/follow-up/follow-up-page.tsx'), 'FollowUpPage'),
  },
  {
    path: 'notes',
    group: 'members',
    permission: 'members.view',
    menuLabel: 'note-list.title',
    icon: <FileTextOutlined />,
    page: lazyPage(() => import('../features/note-list/note-list-page.tsx'), 'NoteListPage'),
  },
  {
    path: 'sources',
    group: 'members',
    permission: 'sources.view',
    menuLabel: 'menu.sources',
    icon: <ApartmentOutlined />,
    page: lazyPage(() => import('../features/sources/sources-page.tsx'), 'SourcesPage'),
  },
  {
    path: 'member-groups',
    group: 'members',
    permission: 'members.groups',
    menuLabel: 'menu.memberGroups',
    icon: <TagsOutlined />,
    page: lazyPage(() => import('../features/member-groups/member-groups-page.tsx'), 'MemberGroupsPage'),
  },
  {
    path: 'bank-transactions',
    group: 'banks',
    permission: 'bank_transactions.view',
    menuLabel: 'menu.bankTransactions',
    icon: <AccountBookOutlined />,
    page: lazyPage(
      () => import('../features/bank-transactions/bank-transactions-page.tsx'),
      'BankTransactionsPage',
    ),
  },
  {
    path: 'bank-transactions/create',
    group: 'banks',
    permission: 'bank_transactions.create',
    page: lazyPage(
      () => import('../features/bank-transactions/bank-transaction-form-page.tsx'),
      'BankTransactionFormPage',
    ),
  },
  {
    path: 'bank-transactions/import',
    group: 'banks',
    permission: 'bank_transactions.import',
    page: lazyPage(
      () => import('../features/bank-transactions/bank-statement-import-page.tsx'),
      'BankStatementImportPage',
    ),
  },
  {
    path: 'bank-transactions/:id/edit',
    group: 'banks',
    permission: 'bank_transactions.update',
    page: lazyPage(
      () => import('../features/bank-transactions/bank-transaction-form-page.tsx'),
      'BankTransactionFormPage',
    ),
  },
  {
    path: 'provider-audit',
    group: 'reports',
    permission: 'transactions.audit',
    menuLabel: 'provider-audit.menu',
    icon: <AuditOutlined />,
    page: lazyPage(() => import('../features/provider-audit/provider-audit-page.tsx'), 'ProviderAuditPage'),
  },
  {
    path: 'operators',
    group: 'access',
    permission: 'operators.view',
    menuLabel: 'menu.operators',
    icon: <TeamOutlined />,
    page: lazyPage(() => import('../features/operators/operators-page.tsx'), 'OperatorsPage'),
  },
  {
    path: 'operators/create',
    group: 'access',
    permission: 'operators.manage',
    page: lazyPage(() => import('../features/operators/operator-form-page.tsx'), 'OperatorFormPage'),
  },
  {
    path: 'operators/:id/edit',
    group: 'access',
    permission: 'operators.manage',
    page: lazyPage(() => import('../features/operators/operator-form-page.tsx'), 'OperatorFormPage'),
  },
  {
    path: 'roles',
    group: 'access',
    permission: 'roles.view',
    menuLabel: 'menu.roles',
    icon: <SafetyCertificateOutlined />,
    page: lazyPage(() => import('../features/roles/roles-page.tsx'), 'RolesPage'),
  },
  {
    path: 'roles/create',
    group: 'access',
    permission: 'roles.manage',
    page: lazyPage(() => import('../features/roles/role-form-page.tsx'), 'RoleFormPage'),
  },
  {
    path: 'roles/:id/edit',
    group: 'access',
    permission: 'roles.manage',
    page: lazyPage(() => import('../features/roles/role-form-page.tsx'), 'RoleFormPage'),
  },
  {
    path: 'activity-log',
    group: 'access',
    permission: 'activity_log.view',
    menuLabel: 'menu.activityLog',
    icon: <HistoryOutlined />,
    page: lazyPage(() => import('../features/activity-log/activity-log-page.tsx'), 'ActivityLogPage'),
  },
  {
    path: 'shift',
    group: 'account',
    permission: 'authenticated',
    menuLabel: 'shift.menu',
    icon: <FieldTimeOutlined />,
    page: lazyPage(() => import('../features/shift/shift-page.tsx'), 'ShiftPage'),
  },
  {
    path: 'profile',
    group: 'account',
    permission: 'authenticated',
    menuLabel: 'menu.profile',
    icon: <UserOutlined />,
    page: lazyPage(() => import('../features/profile/profile-page.tsx'), 'ProfilePage'),
  },
  ...MONEY_SCREENS,
  ...REPORT_SCREENS,
  ...CONTENT_SCREENS,
];
