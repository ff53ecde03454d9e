import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Spin,
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { formatSen } from '../../shared/format/format.ts';
import { applyFieldErrors } from '../../shared/ui/apply-field-errors.ts';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import type { BankTransactionRow } from './bank-transaction-types.ts';
import { bankLabel, useBankOptions } from './use-bank-options.ts';

type Values = {
  bank_id: number;
  transacted_at: Dayjs;
  description: string;
  deposit_amount?: string;
  withdraw_amount?: string;
  balance?: string;
  receipt?: string;
  type: 'normal' | 'expense' | 'other';
  extra_copy: boolean;
  remark?: string;
};

const plain = (sen: number | null) => (sen ? formatSen(sen).replace(/,/g, '') : '');

/** Bank Transaction create (/bank-transactions/create) and edit (/bank-transactions/:id/edit). */
export function BankTransactionFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, success, failure } = useFeedback();
  const [form] = Form.useForm<Values>();
  const banks = useBankOptions().data ?? [];
  const existing = useQuery({
    queryKey: ['staff', 'bank-transactions', id],
    queryFn: () =>
      api.get<{ data: BankTransactionRow }>(`/api/staff/bank-transactions/${id}`).then((r) => r.data),
    enabled: editing,
  });
  const claimed = Boolean(existing.data?.claimed);

  useEffect(() => {
    const line = existing.data;
    if (!line) return;
    form.setFieldsValue({
      bank_id: line.bank_id,
      transacted_at: dayjs(line.transacted_at),
      description: line.description,
      deposit_amount: plain(line.deposit_sen),
      withdraw_amount: plain(line.withdraw_sen),
      balance: line.balance_sen === null ? '' : (line.balance_sen / 100).toFixed(2),
      receipt: line.receipt ?? '',
      type: line.type,
      extra_copy: line.extra_copy,
      remark: line.remark ?? '',
    });
  }, [existing.data, form]);

  const save = (values: Values) =>
    confirm(t(editing ? 'ops.bankTx.confirmUpdate' : 'ops.bankTx.confirmCreate'), async () => {
      const body = {
        ...values,
        // An unchanged date keeps its exact instant (a date-only line stays date-only).
        transacted_at:
          existing.data && values.transacted_at.isSame(dayjs(existing.data.transacted_at))
            ? existing.data.transacted_at
            : values.transacted_at.toISOString(),
      };
      try {
        if (editing) await api.put(`/api/staff/bank-transactions/${id}`, body);
        else await api.post('/api/staff/bank-transactions', body);
        await queryClient.invalidateQueries({ queryKey: ['/api/staff/bank-transactions'] });
        success();
        navigate('/bank-transactions');
      } catch (error) {
        applyFieldErrors(form, error);
        failure(error);
      }
    });

  if (editing && existing.isPending) return <Spin />;

  return (
    <Flex vertical gap={12} style={{ maxWidth: 760 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(editing ? 'ops.bankTx.edit' : 'ops.bankTx.create')}
      </Typography.Title>
      <Card>
        {claimed && (
          <Typography.Paragraph type="secondary">
            {t('ops.bankTx.claimedNote', { id: existing.data?.transaction_id })}
          </Typography.Paragraph>
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={{ type: 'normal', extra_copy: false, transacted_at: dayjs() }}
        >
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="bank_id"
                label={t('ops.bankTx.bank')}
                rules={[{ required: true, message: t('common.required') }]}
              >
                <Select
                  disabled={claimed}
                  options={banks.map((b) => ({ value: b.id, label: bankLabel(b) }))}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="transacted_at"
                label={t('ops.bankTx.date')}
                rules={[{ required: true, message: t('common.required') }]}
              >
                <DatePicker showTime style={{ width: '100%' }} disabled={claimed} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="description"
                label={t('ops.bankTx.description')}
                rules={[{ required: true, whitespace: true, message: t('common.required') }]}
              >
                <Input maxLength={500} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="deposit_amount" label={t('ops.bankTx.deposit')}>
                <Input inputMode="decimal" disabled={claimed} placeholder="0.00" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="withdraw_amount" label={t('ops.bankTx.withdraw')}>
                <Input inputMode="decimal" disabled={claimed} placeholder="0.00" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="balance" label={t('ops.bankTx.balance')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="type" label={t('ops.common.type')}>
                <Select
                  options={(['normal', 'expense', 'other'] as const).map((v) => ({
                    value: v,
                    label: t(`ops.bankTx.types.${v}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="receipt" label={t('ops.bankTx.receipt')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="extra_copy" label={t('ops.bankTx.extraCopy')} valuePropName="checked">
                <Switch disabled={claimed} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="remark" label={t('ops.common.remark')}>
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit">
              {t('common.save')}
            </Button>
            <Link to="/bank-transactions">
              <Button>{t('common.back')}</Button>
            </Link>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
