import { InboxOutlined } from '@ant-design/icons';
import type {
  BalanceWarning,
  ColumnMappingBody as ColumnMapping,
  StatementImportResult,
  StatementPreview,
  StatementUploadBody,
} from '@topup/contracts/api/bank-statements.ts';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Result,
  Row,
  Select,
  Statistic,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../shared/api/error-text.ts';
import { readFileBase64 } from '../../shared/files/read-file-base64.ts';
import { formatDateTime, formatRM } from '../../shared/format/format.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { bankLabel, useBankOptions, useImportStatement, usePreviewStatement } from './api.ts';

/** The chosen file as the upload body carries it. */
type StatementFile = Pick<StatementUploadBody, 'filename' | 'content_base64'>;
type MappingFormProps = {
  headers: string[];
  /** A guessed mapping to confirm in one click (or correct first). */
  guess?: ColumnMapping;
  onApply: (mapping: ColumnMapping) => void;
};

function MappingForm({ headers, guess, onApply }: MappingFormProps) {
  const { t } = useTranslation();
  const options = headers.map((h) => ({ value: h, label: h }));
  const field = (name: keyof ColumnMapping, required = false) => (
    <Col xs={24} sm={12} md={8} key={name}>
      <Form.Item
        name={name}
        label={
          name === 'reference'
            ? t('bank-transactions.reference')
            : t(`bank-transactions.statement.columns.${name}`)
        }
        rules={required ? [{ required: true, message: t('common.required') }] : []}
      >
        <Select allowClear options={options} />
      </Form.Item>
    </Col>
  );
  return (
    <Card
      size="small"
      title={guess ? t('bank-transactions.guessTitle') : t('bank-transactions.statement.mapTitle')}
      data-testid="statement-mapping"
    >
      <Typography.Paragraph type="secondary">
        {guess ? t('bank-transactions.guessHint') : t('bank-transactions.statement.mapHint')}
      </Typography.Paragraph>
      <Form<ColumnMapping>
        layout="vertical"
        onFinish={onApply}
        initialValues={guess ?? { date_order: 'dmy' }}
      >
        <Row gutter={12}>
          {field('date', true)}
          {field('time')}
          {field('description', true)}
          {field('reference')}
          {field('amount')}
          {field('deposit')}
          {field('withdrawal')}
          {field('balance')}
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="date_order" label={t('bank-transactions.statement.columns.date_order')}>
              <Select
                options={[
                  { value: 'dmy', label: 'dd/mm/yyyy' },
                  { value: 'ymd', label: 'yyyy-mm-dd' },
                  { value: 'mdy', label: 'mm/dd/yyyy' },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button htmlType="submit" type={guess ? 'primary' : 'default'}>
          {guess ? t('bank-transactions.confirmGuess') : t('bank-transactions.statement.applyMapping')}
        </Button>
      </Form>
    </Card>
  );
}

function warningText(w: BalanceWarning, t: (key: string, o?: Record<string, unknown>) => string) {
  return w.kind === 'gap'
    ? t('bank-transactions.statement.gap', {
        row: w.row,
        expected: formatRM(w.expected_balance_sen),
        actual: formatRM(w.balance_sen),
      })
    : t('bank-transactions.statement.duplicate', { row: w.row, of: w.duplicate_of_row });
}

function PreviewView({ preview }: { preview: StatementPreview }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Row gutter={16}>
        <Col span={6}>
          <Statistic title={t('bank-transactions.statement.lines')} value={preview.line_count} />
        </Col>
        <Col span={6}>
          <Statistic title={t('bank-transactions.statement.new')} value={preview.new_count} />
        </Col>
        <Col span={6}>
          <Statistic
            title={t('bank-transactions.statement.depositTotal')}
            value={formatRM(preview.deposit_total_sen)}
          />
        </Col>
        <Col span={6}>
          <Statistic
            title={t('bank-transactions.statement.withdrawTotal')}
            value={formatRM(preview.withdraw_total_sen)}
          />
        </Col>
      </Row>
      {preview.layout && (
        <Alert
          type="info"
          showIcon
          title={t('bank-transactions.statement.layout', { name: preview.layout.name })}
        />
      )}
      {preview.mapping_source === 'remembered' && (
        <Alert type="info" showIcon title={t('bank-transactions.remembered')} />
      )}
      {preview.skipped_count > 0 && (
        <Alert
          type="info"
          showIcon
          title={t('bank-transactions.statement.skipped', { count: preview.skipped_count })}
        />
      )}
      <IssueList
        type="error"
        title={t('bank-transactions.statement.errors', { count: preview.errors.length })}
        items={preview.errors.map((e) => ({
          key: `${e.row}-${e.field}`,
          text: t('bank-transactions.statement.rowError', {
            row: e.row,
            field: e.field,
            message: e.message,
            value: e.value,
          }),
        }))}
      />
      <IssueList
        type="warning"
        title={t('bank-transactions.statement.warnings', { count: preview.warnings.length })}
        items={preview.warnings.map((w) => ({ key: `${w.kind}-${w.row}`, text: warningText(w, t) }))}
      />
      <Table
        size="small"
        rowKey="row"
        dataSource={preview.lines}
        pagination={{ pageSize: 20 }}
        columns={[
          { key: 'row', dataIndex: 'row', title: t('members.import.row'), width: 70 },
          {
            key: 'date',
            dataIndex: 'transacted_at',
            title: t('bank-transactions.date'),
            render: (v: string, l) => (l.has_time ? formatDateTime(v) : formatDateTime(v).slice(0, 10)),
          },
          { key: 'description', dataIndex: 'description', title: t('bank-transactions.description') },
          {
            key: 'deposit',
            dataIndex: 'deposit_sen',
            title: t('bank-transactions.deposit'),
            align: 'right',
            render: (s: number) => (s ? formatRM(s) : ''),
          },
          {
            key: 'withdraw',
            dataIndex: 'withdraw_sen',
            title: t('bank-transactions.withdraw'),
            align: 'right',
            render: (s: number) => (s ? formatRM(s) : ''),
          },
          {
            key: 'balance',
            dataIndex: 'balance_sen',
            title: t('bank-transactions.balance'),
            align: 'right',
            render: (s: number | null) => (s === null ? '' : formatRM(s)),
          },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('common.status'),
            render: (s: string) => (
              <Tag color={s === 'extra_copy' ? 'warning' : 'default'}>
                {t(`bank-transactions.statement.status.${s}`)}
              </Tag>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** Bank Transaction import: a statement CSV/XLSX for one operator bank account, previewed first. */
export function BankStatementImportPage() {
  const { t } = useTranslation();
  const { confirm, failure } = useFeedback();
  const previewStatement = usePreviewStatement();
  const importStatement = useImportStatement();
  const banks = useBankOptions().data ?? [];
  const [bankId, setBankId] = useState<number | null>(null);
  const [file, setFile] = useState<StatementFile | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | undefined>(undefined);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const runPreview = async (upload: StatementFile, nextMapping: ColumnMapping | undefined) => {
    if (!bankId) return;
    setBusy(true);
    setProblem(null);
    try {
      const body = { bank_id: bankId, ...upload, ...(nextMapping ? { mapping: nextMapping } : {}) };
      setPreview(await previewStatement.mutateAsync(body));
    } catch (error) {
      // A wrong mapping keeps the mapping form on screen to correct it.
      if (!nextMapping) setPreview(null);
      setProblem(errorText(error, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  };

  const choose = async (chosen: File) => {
    const upload = { filename: chosen.name, content_base64: await readFileBase64(chosen) };
    setFile(upload);
    setMapping(undefined);
    setResult(null);
    await runPreview(upload, undefined);
  };

  const runImport = () =>
    file &&
    bankId &&
    preview &&
    confirm(t('bank-transactions.statement.confirmImport', { count: preview.new_count }), async () => {
      try {
        const body = { bank_id: bankId, ...file, ...(mapping ? { mapping } : {}) };
        setResult(await importStatement.mutateAsync(body));
      } catch (error) {
        failure(error);
      }
    });

  if (result)
    return (
      <Result
        status="success"
        title={t('bank-transactions.statement.imported', { count: result.imported_count })}
        subTitle={
          result.warnings.length
            ? t('bank-transactions.statement.warnings', { count: result.warnings.length })
            : undefined
        }
        extra={
          <Link to="/bank-transactions">
            <Button type="primary">{t('bank-transactions.title')}</Button>
          </Link>
        }
      />
    );

  const canImport =
    preview &&
    !preview.needs_mapping &&
    !preview.needs_confirmation &&
    preview.errors.length === 0 &&
    preview.new_count > 0;

  return (
    <Flex vertical gap={12}>
      <PageHeader title={t('bank-transactions.statement.title')} />
      <Card>
        <Flex vertical gap={12}>
          <Select
            aria-label={t('bank-transactions.bank')}
            placeholder={t('bank-transactions.statement.chooseBank')}
            style={{ maxWidth: 420 }}
            value={bankId ?? undefined}
            onChange={(value: number) => {
              setBankId(value);
              setPreview(null);
              setFile(null);
            }}
            options={banks.map((b) => ({ value: b.id, label: bankLabel(b) }))}
          />
          <Upload.Dragger
            accept=".csv,.xlsx"
            multiple={false}
            showUploadList={false}
            disabled={!bankId || busy}
            beforeUpload={(chosen) => {
              void choose(chosen);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">
              {bankId ? t('bank-transactions.statement.drop') : t('bank-transactions.statement.chooseBank')}
            </p>
            <p className="ant-upload-hint">{t('bank-transactions.statement.hint')}</p>
          </Upload.Dragger>
          {problem && <Alert type="error" showIcon title={problem} />}
          {(preview?.needs_mapping || preview?.needs_confirmation) && file && (
            <MappingForm
              key={preview.needs_confirmation ? 'guess' : 'empty'}
              headers={preview.headers}
              guess={preview.needs_confirmation ? (preview.mapping ?? undefined) : undefined}
              onApply={(next) => {
                setMapping(next);
                void runPreview(file, next);
              }}
            />
          )}
          {preview && !preview.needs_mapping && <PreviewView preview={preview} />}
          {preview && !preview.needs_mapping && (
            <Flex gap={8}>
              <Button type="primary" disabled={!canImport} onClick={runImport}>
                {t('bank-transactions.statement.import', { count: preview.new_count })}
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}

/** The preview's errors or warnings, the first 50 listed; nothing when there are none. */
function IssueList(props: {
  type: 'error' | 'warning';
  title: string;
  items: { key: string; text: string }[];
}) {
  if (!props.items.length) return null;
  return (
    <Alert
      type={props.type}
      showIcon
      title={props.title}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {props.items.slice(0, 50).map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      }
    />
  );
}
