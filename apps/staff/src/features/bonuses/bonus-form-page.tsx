import type { SaveBonusBody } from '@topup/contracts/api/bonuses.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import {
  Alert,
  Col,
  DatePicker,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { LocalizedFields } from '../../shared/resource/localized-fields.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import {
  BONUS_FREQUENCIES,
  BONUS_TYPES,
  type BonusRow,
  bonusesResource,
  useRolloverDefaults,
} from './api.ts';
import { BonusAudienceFields } from './bonus-audience-fields.tsx';

/** A bonus pays a percentage of the deposit (capped by its maximum) or a fixed amount. */
type ValueKind = 'percentage' | 'fixed';

/**
 * The body with its window as the date pickers hold it, a template in every language, and the
 * kind of value, which decides the fields the form shows.
 */
type Values = Omit<SaveBonusBody, 'start_at' | 'end_at' | 'message_template'> &
  Record<'start_at' | 'end_at', Dayjs | null> &
  Record<'message_template', NonNullable<BonusRow['message_template']>> & { valueKind: ValueKind };

const toValues = (b: BonusRow): Values => ({
  ...b,
  valueKind: Number(b.amount) > 0 ? 'fixed' : 'percentage',
  start_at: b.start_at ? dayjs(b.start_at) : null,
  end_at: b.end_at ? dayjs(b.end_at) : null,
  message_template: b.message_template ?? { en: '', bm: '', cn: '' },
});
/** The fields of the other kind are cleared, so a bonus never carries both. */
const toBody = ({ valueKind, ...v }: Values): SaveBonusBody => ({
  ...v,
  ...(valueKind === 'fixed' ? { percentage: '0', max_bonus: null } : { amount: '0' }),
  start_at: v.start_at?.format() ?? null,
  end_at: v.end_at?.format() ?? null,
  message_template: v.message_template.en ? v.message_template : null,
});

const moneyField = (key: 'amount' | 'min_deposit' | 'max_deposit' | 'max_bonus', label: string) => (
  <Col xs={12} md={6} key={key}>
    <Form.Item name={key} label={label}>
      <MoneyInput />
    </Form.Item>
  </Col>
);

/** The deposit success message a member sees with this bonus, in each language. */
function MessagePreview() {
  const { t } = useTranslation();
  const template = Form.useWatch('message_template') as Values['message_template'] | undefined;
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      title={t('bonuses.preview')}
      description={(['en', 'bm', 'cn'] as const).map((locale) => (
        <div key={locale} data-testid={`bonus-preview-${locale}`}>
          {locale.toUpperCase()}:{' '}
          {[formatMessage('DEPOSIT_SUBMITTED', locale), template?.[locale] || template?.en || '']
            .filter(Boolean)
            .join(' ')}
        </div>
      ))}
    />
  );
}

/** A new bonus starts with the rollover of Rollover Settings (its defaults). */
function useStartFromRolloverDefaults(form: FormInstance<Values>, editing: boolean) {
  const defaults = useRolloverDefaults(!editing);
  useEffect(() => {
    if (editing || !defaults.data || form.isFieldsTouched(['rollover_multiplier'])) return;
    form.setFieldsValue({
      rollover_multiplier: defaults.data.default_multiplier,
      rollover_calculation: defaults.data.default_calculation,
      rollover_type: defaults.data.default_type,
    });
  }, [defaults.data, editing, form]);
}

/** Bonus create/edit with every field and the success-message preview. */
export function BonusFormPage() {
  const { t } = useTranslation();
  const { form, editing, loading, onFinish } = useResourceForm<BonusRow, Values>(bonusesResource, {
    id: useParams().id,
    toValues,
    toBody,
    confirmText: (values) => t('bonuses.confirmSave', { name: values.name }),
  });
  useStartFromRolloverDefaults(form, editing);
  const valueKind = Form.useWatch('valueKind', form);
  const select = (name: keyof Values, label: string, options: readonly string[], prefix: string) => (
    <Col xs={24} md={8}>
      <Form.Item name={name} label={label}>
        <Select options={options.map((value) => ({ value, label: t(`${prefix}.${value}`) }))} />
      </Form.Item>
    </Col>
  );
  return (
    <FormPage<Values>
      title={t(editing ? 'bonuses.edit' : 'bonuses.create')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={bonusesResource.route}
      initialValues={{
        type: 'trial',
        frequency: 'unlimited',
        rollover_multiplier: 0,
        rollover_calculation: 'deposit_bonus',
        rollover_type: 'stack',
        percentage: '0',
        amount: '0',
        status: 'inactive',
        valueKind: 'percentage',
        message_template: { en: '', bm: '', cn: '' },
        tag_ids: [],
        vip_level_ids: [],
      }}
    >
      <Row gutter={12}>
        <Col xs={24} md={16}>
          <Form.Item
            name="name"
            label={t('common.name')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="status" label={t('common.status')}>
            <Select options={statusOptions(t)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="position" label={t('bonuses.position')}>
            <InputNumber min={0} max={10000} placeholder={t('bonuses.positionLast')} />
          </Form.Item>
        </Col>
        {select('type', t('bonuses.type'), BONUS_TYPES, 'bonuses.types')}
        {select('frequency', t('bonuses.frequency'), BONUS_FREQUENCIES, 'bonuses.frequencies')}
        <Col xs={24} md={8}>
          <Form.Item label={t('bonuses.window')}>
            <Row gutter={8}>
              <Col span={12}>
                <Form.Item name="start_at" noStyle>
                  <DatePicker showTime aria-label={t('bonuses.startAt')} placeholder={t('bonuses.startAt')} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="end_at" noStyle>
                  <DatePicker showTime aria-label={t('bonuses.endAt')} placeholder={t('bonuses.endAt')} />
                </Form.Item>
              </Col>
            </Row>
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="rollover_multiplier" label={t('bonuses.rolloverMultiplier')}>
            <InputNumber min={0} max={100} />
          </Form.Item>
        </Col>
        {select(
          'rollover_calculation',
          t('bonuses.rolloverCalculation'),
          ['deposit_bonus', 'bonus'],
          'bonuses.calculations',
        )}
        {select('rollover_type', t('bonuses.rolloverType'), ['stack', 'addon'], 'bonuses.rolloverTypes')}
        <Col xs={24} md={12}>
          <Form.Item name="valueKind" label={t('bonuses.valueKind')}>
            <Radio.Group
              optionType="button"
              options={(['percentage', 'fixed'] as const).map((value) => ({
                value,
                label: t(`bonuses.valueKinds.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        {valueKind === 'fixed' ? (
          moneyField('amount', t('bonuses.fields.amount'))
        ) : (
          <>
            <Col xs={12} md={6}>
              <Form.Item name="percentage" label={t('bonuses.percentage')}>
                <Input inputMode="decimal" suffix="%" />
              </Form.Item>
            </Col>
            {moneyField('max_bonus', t('bonuses.fields.max_bonus'))}
          </>
        )}
        {moneyField('min_deposit', t('bonuses.fields.min_deposit'))}
        {moneyField('max_deposit', t('bonuses.fields.max_deposit'))}
        <BonusAudienceFields />
      </Row>
      <LocalizedFields name="message_template" label={t('bonuses.messageTemplate')} optional>
        {() => <Input maxLength={500} />}
      </LocalizedFields>
      <MessagePreview />
    </FormPage>
  );
}
