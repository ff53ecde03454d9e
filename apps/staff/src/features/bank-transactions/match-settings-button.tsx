import { SettingOutlined } from '@ant-design/icons';
import { formatSen, parseAmountSen } from '@topup/contracts/amount-text.ts';
import type { MatchSettings } from '@topup/contracts/api/bank-transactions.ts';
import { Button, Form, InputNumber, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { useMatchSettings, useSaveMatchSettings } from './api.ts';

/** The settings as the form edits them: the drift in ringgit ("5.00") instead of sen. */
type Values = Omit<MatchSettings, 'drift_sen'> & { drift: string };

/** How close a deposit must be to a bank line to be suggested, and whether sure matches happen alone. */
export function MatchSettingsButton() {
  const { t } = useTranslation();
  const { confirm, success, failure } = useFeedback();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const current = useMatchSettings(open);
  const saveSettings = useSaveMatchSettings();

  const show = async () => {
    setOpen(true);
    const data = current.data ?? (await current.refetch()).data;
    if (data)
      form.setFieldsValue({
        drift: formatSen(data.drift_sen),
        window_minutes: data.window_minutes,
        auto_match: data.auto_match,
      });
  };

  const save = (values: Values) =>
    confirm(t('bank-transactions.matchSettings.confirm'), async () => {
      try {
        await saveSettings.mutateAsync({
          drift_sen: parseAmountSen(values.drift) ?? 0,
          window_minutes: values.window_minutes,
          auto_match: values.auto_match,
        });
        success();
        setOpen(false);
      } catch (error) {
        failure(error);
      }
    });

  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => void show()}>
        {t('bank-transactions.matchSettings.title')}
      </Button>
      <Modal
        open={open}
        title={t('bank-transactions.matchSettings.title')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form<Values> form={form} layout="vertical" onFinish={save}>
          <Form.Item
            name="drift"
            label={t('bank-transactions.matchSettings.drift')}
            extra={t('bank-transactions.matchSettings.driftHint')}
          >
            <MoneyInput max="1000" step="0.01" />
          </Form.Item>
          <Form.Item name="window_minutes" label={t('bank-transactions.matchSettings.window')}>
            <InputNumber min={1} max={10080} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="auto_match"
            label={t('bank-transactions.matchSettings.autoMatch')}
            valuePropName="checked"
            extra={t('bank-transactions.matchSettings.autoMatchHint')}
          >
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
