import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toLocale } from '@topup/contracts/locales.ts';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import msMY from 'antd/locale/ms_MY';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/ms-my';
import 'dayjs/locale/zh-cn';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ApiError } from '../shared/api/client.ts';
import { AppRoutes } from './routes.tsx';

const ANTD_LOCALES = { en: enUS, bm: msMY, cn: zhCN };
const DAYJS_LOCALES = { en: 'en', bm: 'ms-my', cn: 'zh-cn' };

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; a network blip or 5xx may.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export function StaffApp() {
  const [queryClient] = useState(makeQueryClient);
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  dayjs.locale(DAYJS_LOCALES[locale]);
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[locale]}
      theme={{
        token: {
          colorPrimary: '#1d4ed8',
          colorLink: '#1d4ed8',
          // The derived hover colour (#4373e6) reads 4.3:1 on white: a hovered button's text fails AA.
          colorPrimaryHover: '#2563eb',
          colorLinkHover: '#2563eb',
          colorError: '#cf1322',
          borderRadius: 6,
          // antd's defaults (45% black, #1677ff links, #ff4d4f danger buttons) fail WCAG AA contrast: hints, menu groups, links.
          colorTextDescription: 'rgba(0, 0, 0, 0.62)',
          colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
        },
      }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename="/admin">
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
