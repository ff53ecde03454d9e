import {
  AlertOutlined,
  BankOutlined,
  ClockCircleOutlined,
  CustomerServiceOutlined,
  DesktopOutlined,
  FieldTimeOutlined,
  LineChartOutlined,
  PlayCircleOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { REPORT_KEYS, type ReportKey } from '@topup/contracts/reports.ts';
import { lazy, type ReactNode } from 'react';
import type { Screen } from './screens.tsx';

const ICONS: Record<ReportKey, ReactNode> = {
  overall: <LineChartOutlined />,
  bank: <BankOutlined />,
  game: <PlayCircleOutlined />,
  staff: <TeamOutlined />,
  customer: <UserOutlined />,
  kiosk: <DesktopOutlined />,
  cs: <CustomerServiceOutlined />,
  shift: <ClockCircleOutlined />,
  timeout: <FieldTimeOutlined />,
  fraud: <AlertOutlined />,
};

/** The ten reports: one page component, one route and menu entry each, in the reports group. */
export const REPORT_SCREENS: Screen[] = REPORT_KEYS.map((key) => ({
  path: `reports/${key}`,
  group: 'reports',
  permission: 'reports.view',
  menuLabel: `reports.titles.${key}`,
  icon: ICONS[key],
  page: lazy(async () => {
    const { ReportPage } = await import('../features/reports/report-page.tsx');
    return { default: () => <ReportPage report={key} /> };
  }),
}));
