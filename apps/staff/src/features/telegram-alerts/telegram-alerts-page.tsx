import type { TelegramSettingsBody, TelegramSettingsView } from '@topup/contracts/api/telegram-alerts.ts';
import { LOCALES } from '@topup/contracts/locales.ts';
import { Col, Input, InputNumber, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection, GridField } from '../../shared/resource/form-grid.tsx';
import { SettingsPage } from '../../shared/resource/settings-page.tsx';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { TELEGRAM_SETTINGS_URL } from './api.ts';
import { TelegramTestButton } from './telegram-test-button.tsx';

type Values = Omit<TelegramSettingsView, 'default_api_base' | 'token_set'>;

const toBody = (values: Values): TelegramSettingsBody => ({
  api_base: values.api_base || null,
  bot_token: values.bot_token,
  chat_ids: values.chat_ids,
  language: values.language,
  alerts: values.alerts,
});

/**
 * Telegram Alerts: where alerts go (Bot API address, bot token shown masked, chats, language),
 * each alert's switch and parameters, and a test message to the saved chats.
 */
export function TelegramAlertsPage() {
  const { t } = useTranslation();
  const minutes = { min: 1, max: 1440, precision: 0, style: { width: '100%' } };
  return (
    <SettingsPage<TelegramSettingsView, Values>
      endpoint={TELEGRAM_SETTINGS_URL}
      title={t('telegram-alerts.title')}
      permission="settings.manage"
      backTo="/dashboard"
      sections
      toBody={toBody}
      confirmText={() => t('telegram-alerts.confirmSave')}
    >
      {(data) => (
        <>
          <FormSection title={t('telegram-alerts.connection')}>
            <GridField
              md={12}
              name="api_base"
              label={t('telegram-alerts.apiBase')}
              extra={t('telegram-alerts.apiBaseHint', { address: data?.default_api_base ?? '' })}
            >
              <Input maxLength={500} placeholder={data?.default_api_base} />
            </GridField>
            <GridField
              md={12}
              name="bot_token"
              label={t('telegram-alerts.botToken')}
              extra={data?.token_set ? t('telegram-alerts.botTokenKept') : t('telegram-alerts.botTokenHint')}
            >
              <Input autoComplete="off" spellCheck={false} maxLength={200} />
            </GridField>
            <GridField
              md={16}
              name="chat_ids"
              label={t('telegram-alerts.chats')}
              extra={t('telegram-alerts.chatsHint')}
            >
              <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
            </GridField>
            <GridField md={8} name="language" label={t('telegram-alerts.language')}>
              <Select
                options={LOCALES.map((locale) => ({
                  value: locale,
                  label: t(`telegram-alerts.languages.${locale}`),
                }))}
              />
            </GridField>
          </FormSection>
          <FormSection title={t('telegram-alerts.alerts')}>
            <AlertRow kind="pending_wait">
              <GridField
                md={8}
                name={['alerts', 'pending_wait', 'minutes']}
                label={t('telegram-alerts.waitMinutes')}
              >
                <InputNumber {...minutes} />
              </GridField>
            </AlertRow>
            <AlertRow kind="large_amount">
              <GridField
                md={8}
                name={['alerts', 'large_amount', 'threshold']}
                label={t('telegram-alerts.threshold')}
              >
                <MoneyInput />
              </GridField>
            </AlertRow>
            <AlertRow kind="discrepancy" />
            <AlertRow kind="agent_credit" />
            <AlertRow kind="failed_logins">
              <GridField
                md={4}
                name={['alerts', 'failed_logins', 'count']}
                label={t('telegram-alerts.loginCount')}
              >
                <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
              </GridField>
              <GridField
                md={4}
                name={['alerts', 'failed_logins', 'minutes']}
                label={t('telegram-alerts.loginMinutes')}
              >
                <InputNumber {...minutes} />
              </GridField>
            </AlertRow>
          </FormSection>
          <FormSection title={t('telegram-alerts.test')}>
            <Col span={24} style={{ marginBottom: 16 }}>
              <TelegramTestButton />
            </Col>
          </FormSection>
        </>
      )}
    </SettingsPage>
  );
}

/** One alert: its switch (labelled with what it reports) and its parameters beside it. */
function AlertRow({ kind, children }: { kind: keyof Values['alerts']; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <GridField
        md={children ? 16 : 24}
        name={['alerts', kind, 'enabled']}
        label={t(`telegram-alerts.kinds.${kind}`)}
        extra={t(`telegram-alerts.hints.${kind}`)}
        valuePropName="checked"
      >
        <Switch />
      </GridField>
      {children}
    </>
  );
}
