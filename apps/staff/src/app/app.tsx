import { QueryClientProvider } from '@tanstack/react-query';
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
import { makeQueryClient } from '../shared/api/query-client.ts';
import { AppRoutes } from './routes.tsx';

/** antd's shade 8 of each colour (@ant-design/colors), in place of shade 7 (gold: shade 9). */
const TAG_TEXT_SHADES = {
  green7: '#237804',
  gold7: '#874d00',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  cyan7: '#006d75',
  lime7: '#5b8c00',
};
const ANTD_LOCALES = { en: enUS, bm: msMY, cn: zhCN };
const DAYJS_LOCALES = { en: 'en', bm: 'ms-my', cn: 'zh-cn' };

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
          // Status tags (and icons) write in these on their pale shade: antd's defaults read 2-3.7:1.
          colorInfo: '#1d4ed8',
          colorSuccess: '#237804',
          colorWarning: '#874d00',
          // Derived from those dark seeds antd's pale shades turn grey: kept at its own.
          colorInfoBg: '#e6f4ff',
          colorInfoBorder: '#91caff',
          colorSuccessBg: '#f6ffed',
          colorSuccessBorder: '#b7eb8f',
          colorWarningBg: '#fffbe6',
          colorWarningBorder: '#ffe58f',
          borderRadius: 6,
          // antd's defaults (45% black, #1677ff links, #ff4d4f danger buttons) fail WCAG AA contrast: hints, menu groups, links.
          colorTextDescription: 'rgba(0, 0, 0, 0.62)',
          colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
          // Placeholders (#bfbfbf, 1.8:1) are the only label some filters show.
          colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
          // Disabled text (#bfbfbf) still has to be read: an empty list's text, a read-only limit's "RM".
          colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
        },
        // Tags write their text in shade 7 of their colour on shade 1: green, gold, orange,
        // volcano, cyan and lime fail AA there (about 3:1), so their text takes shade 8.
        components: { Tag: TAG_TEXT_SHADES },
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
