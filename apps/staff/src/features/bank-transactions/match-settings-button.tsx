import { SettingOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchSettings } from '@topup/contracts/staff-operations.ts';
import { Button, Form, InputNumber, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { BANK_TRANSACTIONS_API } from './api.ts';

type Values = { drift: number; window_minutes: number; auto_match: boolean };

/** How close a deposit must be to a bank line to be suggested, and whether sure matches happen alone. */
export function MatchSettingsButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const current = useQuery({
    queryKey: ['staff', 'bank-transactions', 'match-settings'],
    queryFn: () => api.get<{ data: MatchSettings }>(BANK_TRANSACTIONS_API.matchSettings).then((r) => r.data),
    enabled: open,
  });

  const show = async () => {
    setOpen(true);
    const data = current.data ?? (await current.refetch()).data;
    if (data)
      form.setFieldsValue({
        drift: data.drift_sen / 100,
        window_minutes: data.window_minutes,
        auto_match: data.auto_match,
      });
  };

  const save = (values: Values) =>
    confirm(t('bank-transactions.matchSettings.confirm'), async () => {
      try {
        await api.put(BANK_TRANSACTIONS_API.matchSettings, {
          drift_sen: Math.round(values.drift * 100),
          window_minutes: values.window_minutes,
          auto_match: values.auto_match,
        });
        await queryClient.invalidateQueries({ queryKey: ['staff', 'bank-transactions', 'match-settings'] });
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
            <InputNumber min={0} max={1000} step={0.01} precision={2} style={{ width: '100%' }} />
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
