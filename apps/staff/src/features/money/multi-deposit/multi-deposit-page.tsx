import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { MultiDepositBody, MultiDepositResult } from '@topup/contracts/api/money.ts';
import { Button, Card, Flex, Form, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSelect, useMoneyOptions } from '../../../shared/pickers/money-options.tsx';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { StatusTag } from '../../../shared/ui/status-tag.tsx';
import { useFeedback } from '../../../shared/ui/use-feedback.ts';
import { useAccountSummaries, useMultiDeposit } from '../api.ts';
import { amountSen, MoneyListConfirmation, optionLabel } from '../confirmation/money-confirmation.tsx';
import { useMoneySubmit } from '../money-form.ts';
import { MoneyPage, ReceiptUpload, RemarkAndSubmit, useMessage, useRequired } from '../money-inputs.tsx';

type Row = MultiDepositBody['rows'][number];
type Values = MultiDepositBody;

/** Multi Deposit: one bank credit split over several game accounts, each deposited and verified. */
export function MultiDepositPage() {
  const { t } = useTranslation();
  const required = useRequired();
  const msg = useMessage();
  const { failure } = useFeedback();
  const options = useMoneyOptions().data;
  const [form] = Form.useForm<Values>();
  const [results, setResults] = useState<MultiDepositResult[]>([]);
  const multiDeposit = useMultiDeposit();
  const pickedRows: Partial<Row>[] = Form.useWatch('rows', form) ?? [];
  const accounts = useAccountSummaries(pickedRows.map((row) => row?.member_account_id));
  const submit = useMoneySubmit({
    form,
    keepValues: true,
    question: (v: Values) => (
      <MoneyListConfirmation
        question={t('money.multi.confirm', { count: v.rows.length })}
        bank={optionLabel(options?.banks, v.bank_id)}
        items={v.rows.map((row, index) => ({
          key: index,
          party: accounts.get(Number(row.member_account_id)),
          amountSen: amountSen(row.amount),
        }))}
      />
    ),
    post: (v: Values, idempotencyKey) =>
      multiDeposit.mutateAsync({
        body: v,
        idempotencyKey,
      }),
    onDone: (reply) => setResults(reply.data),
  });

  const save = (v: Values) => {
    const rows = v.rows ?? [];
    if (!rows.length) return failure(new Error(msg('SELECT_GAME_ID')));
    // Sums in sen (integers) so that 0.10 + 0.20 compares exactly.
    if (rows.reduce((s, r) => s + amountSen(r.amount), 0) !== amountSen(v.total_amount))
      return form.setFields([{ name: 'total_amount', errors: [msg('TOTAL_DEPOSIT_MISMATCH')] }]);
    if (rows.reduce((s, r) => s + amountSen(r.verify_amount), 0) !== amountSen(v.total_verify_amount))
      return form.setFields([{ name: 'total_verify_amount', errors: [msg('TOTAL_VERIFY_MISMATCH')] }]);
    submit({ ...v, rows });
  };

  return (
    <MoneyPage
      title={t('money.menu.multiDeposit')}
      below={results.length > 0 && <MultiDepositResults results={results} />}
    >
      <Form<Values> form={form} layout="vertical" onFinish={save} initialValues={{ rows: [{}] }}>
        <Flex gap={16} wrap>
          <Form.Item name="bank_id" label={t('money.fields.depositBank')} rules={required('SELECT_BANK')}>
            <Select options={options?.banks ?? []} style={{ width: 320 }} />
          </Form.Item>
          {(
            [
              ['total_amount', 'money.multi.totalAmount'],
              ['total_verify_amount', 'money.multi.totalVerify'],
            ] as const
          ).map(([name, label]) => (
            <Form.Item key={name} name={name} label={t(label)} rules={required('ENTER_TOPUP_AMOUNT')}>
              <MoneyInput min="0.01" style={{ width: 180 }} />
            </Form.Item>
          ))}
        </Flex>
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4}>
              {fields.map((field, index) => (
                <Flex key={field.key} gap={8} align="start" wrap>
                  <Form.Item
                    name={[field.name, 'member_account_id']}
                    label={index === 0 ? t('money.fields.gameId') : undefined}
                    rules={required('SELECT_GAME_ID')}
                  >
                    <AccountSelect />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'amount']}
                    label={index === 0 ? t('money.fields.amount') : undefined}
                    rules={required('ENTER_TOPUP_AMOUNT')}
                  >
                    <MoneyInput min="0.01" style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'verify_amount']}
                    label={index === 0 ? t('money.fields.verifyAmount') : undefined}
                    rules={required('ENTER_TOPUP_AMOUNT')}
                  >
                    <MoneyInput style={{ width: 140 }} />
                  </Form.Item>
                  <Button
                    aria-label={t('money.multi.removeRow')}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: index === 0 ? 30 : 0 }}
                  />
                </Flex>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ alignSelf: 'start' }}>
                {t('money.multi.addRow')}
              </Button>
            </Flex>
          )}
        </Form.List>
        <Form.Item name="receipt" label={t('money.fields.receipt')} style={{ marginTop: 16 }}>
          <ReceiptUpload />
        </Form.Item>
        <RemarkAndSubmit submit={t('money.multi.submit')} />
      </Form>
    </MoneyPage>
  );
}

/** What each row of the last multi deposit came to. */
function MultiDepositResults({ results }: { results: MultiDepositResult[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('money.multi.results')} size="small">
      <Table<MultiDepositResult>
        size="small"
        rowKey="member_account_id"
        pagination={false}
        dataSource={results}
        columns={[
          { key: 'account', dataIndex: 'member_account_id', title: t('money.fields.gameId') },
          { key: 'tx', dataIndex: 'transaction_id', title: t('common.id') },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('common.status'),
            render: (s: string) => <StatusTag tone={s === 'failed' ? 'failed' : 'done'}>{s}</StatusTag>,
          },
          { key: 'message', dataIndex: 'message', title: t('money.multi.message') },
        ]}
      />
    </Card>
  );
}
