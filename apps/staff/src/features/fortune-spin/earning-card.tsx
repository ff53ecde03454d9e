import type { EarningRule } from '@topup/contracts/api/fortune-spin.ts';
import { Button, Card, Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { useSettingsForm } from '../../shared/resource/use-settings-form.ts';
import { FORTUNE_SPIN_EARNING_URL } from './api.ts';

/** How members earn spins: a deposit of at least an amount gives N spins, up to a daily cap. */
export function EarningCard() {
  const { t } = useTranslation();
  const canManage = hasPermission(useMe().data, 'fortune_spin.manage');
  const { form, loading, onFinish } = useSettingsForm<EarningRule>(FORTUNE_SPIN_EARNING_URL, {
    confirmText: () => t('fortune-spin.confirmEarning'),
  });
  const required = [{ required: true, message: t('common.required') }];
  return (
    <Card title={t('fortune-spin.earning')} loading={loading}>
      <Form<EarningRule> form={form} layout="vertical" onFinish={onFinish} disabled={!canManage}>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="min_deposit" label={t('fortune-spin.minDeposit')} rules={required}>
              <Input prefix="RM" inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="spins"
              label={t('fortune-spin.spinsPerDeposit')}
              extra={t('fortune-spin.spinsHint')}
              rules={required}
            >
              <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="daily_cap"
              label={t('fortune-spin.dailyCap')}
              extra={t('fortune-spin.dailyCapHint')}
              rules={required}
            >
              <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        {canManage && (
          <Button type="primary" htmlType="submit">
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
