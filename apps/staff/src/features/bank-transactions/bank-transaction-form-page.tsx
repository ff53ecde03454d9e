import { formatSen } from '@topup/contracts/amount-text.ts';
import type { BankTransactionRow, SaveBankTransactionBody } from '@topup/contracts/api/bank-transactions.ts';
import { Col, DatePicker, Form, Input, Row, Select, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { bankLabel, bankTransactionsResource, useBankOptions } from './api.ts';
import { matchedIds } from './matched-ids.ts';

/** The body as the form edits it, with the date as the date picker's own value. */
type Values = Omit<SaveBankTransactionBody, 'transacted_at'> & { transactedAt: Dayjs };

/** An amount as the form's text field holds it: "1234.50", empty for none. */
const plain = (sen: number | null) => (sen ? formatSen(sen) : '');

const toValues = (line: BankTransactionRow): Values => ({
  bank_id: line.bank_id,
  transactedAt: dayjs(line.transacted_at),
  description: line.description,
  deposit_amount: plain(line.deposit_sen),
  withdraw_amount: plain(line.withdraw_sen),
  balance: line.balance_sen === null ? '' : formatSen(line.balance_sen),
  receipt: line.receipt ?? '',
  type: line.type,
  extra_copy: line.extra_copy,
  remark: line.remark ?? '',
});

const toBody = (
  { transactedAt, ...values }: Values,
  line: BankTransactionRow | undefined,
): SaveBankTransactionBody => ({
  ...values,
  // An unchanged date keeps its exact instant (a date-only line stays date-only).
  transacted_at:
    line && transactedAt.isSame(dayjs(line.transacted_at)) ? line.transacted_at : transactedAt.toISOString(),
});

/** Bank Transaction create (/bank-transactions/create) and edit (/bank-transactions/:id/edit). */
export function BankTransactionFormPage() {
  const { t } = useTranslation();
  const banks = useBankOptions().data ?? [];
  const { form, editing, record, loading, onFinish } = useResourceForm<BankTransactionRow, Values>(
    bankTransactionsResource,
    {
      id: useParams().id,
      toValues,
      toBody,
      confirmText: (_values, editing) =>
        t(editing ? 'bank-transactions.confirmUpdate' : 'bank-transactions.confirmCreate'),
    },
  );
  const claimed = Boolean(record.data?.claimed);

  return (
    <FormPage<Values>
      title={t(editing ? 'bank-transactions.edit' : 'bank-transactions.create')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      backTo={bankTransactionsResource.route}
      initialValues={{ type: 'normal', extra_copy: false, transactedAt: dayjs() }}
    >
      {claimed && (
        <Typography.Paragraph type="secondary">
          {t('bank-transactions.claimedNote', { ids: record.data ? matchedIds(record.data) : '' })}
        </Typography.Paragraph>
      )}
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="bank_id"
            label={t('bank-transactions.bank')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <Select disabled={claimed} options={banks.map((b) => ({ value: b.id, label: bankLabel(b) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="transactedAt"
            label={t('bank-transactions.date')}
            rules={[{ required: true, message: t('common.required') }]}
          >
            <DatePicker showTime style={{ width: '100%' }} disabled={claimed} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="description"
            label={t('bank-transactions.description')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input maxLength={500} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="deposit_amount" label={t('bank-transactions.deposit')}>
            <MoneyInput disabled={claimed} placeholder="0.00" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="withdraw_amount" label={t('bank-transactions.withdraw')}>
            <MoneyInput disabled={claimed} placeholder="0.00" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="balance" label={t('bank-transactions.balance')}>
            {/* A statement balance may be below zero (an overdrawn account). */}
            <MoneyInput min={undefined} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="type" label={t('common.type')}>
            <Select
              options={(['normal', 'expense', 'other'] as const).map((v) => ({
                value: v,
                label: t(`bank-transactions.types.${v}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="receipt" label={t('bank-transactions.receipt')}>
            <Input maxLength={500} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="extra_copy" label={t('bank-transactions.extraCopy')} valuePropName="checked">
            <Switch disabled={claimed} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('common.remark')}>
            <Input.TextArea rows={2} maxLength={1000} />
          </Form.Item>
        </Col>
      </Row>
    </FormPage>
  );
}
