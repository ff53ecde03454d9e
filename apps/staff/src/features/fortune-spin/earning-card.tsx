import type { EarningRule } from '@topup/contracts/api/fortune-spin.ts';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { SettingsCard } from '../../shared/resource/settings-card.tsx';
import { useSettingsForm } from '../../shared/resource/use-settings-form.ts';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { FORTUNE_SPIN_EARNING_URL } from './api.ts';

/** How members earn spins: a deposit of at least an amount gives N spins, up to a daily cap. */
export function EarningCard() {
  const { t } = useTranslation();
  const canManage = hasPermission(useMe().data, 'fortune_spin.manage');
  const { form, loading, onFinish } = useSettingsForm<EarningRule>(FORTUNE_SPIN_EARNING_URL, {
    confirmText: () => t('fortune-spin.confirmEarning'),
  });
  const required = [{ required: true, message: t('common.required') }];
  const count = (name: keyof EarningRule, label: string, hint: string, max: number) => (
    <Form.Item name={name} label={t(label)} extra={t(hint)} rules={required}>
      <InputNumber min={0} max={max} precision={0} />
    </Form.Item>
  );
  return (
    <SettingsCard<EarningRule>
      title={t('fortune-spin.earning')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      canManage={canManage}
    >
      {/* One column: the card stands beside the wheel, too narrow for fields side by side. */}
      <Form.Item name="min_deposit" label={t('fortune-spin.minDeposit')} rules={required}>
        <MoneyInput style={{ maxWidth: 240 }} />
      </Form.Item>
      {count('spins', 'fortune-spin.spinsPerDeposit', 'fortune-spin.spinsHint', 100)}
      {count('daily_cap', 'fortune-spin.dailyCap', 'fortune-spin.dailyCapHint', 1000)}
    </SettingsCard>
  );
}
