import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportJobView } from '@topup/contracts/api/member-import.ts';
import { Alert, Button, Card, Flex, Progress, Result, Steps, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readFileBase64 } from '../../shared/files/read-file-base64.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import {
  MEMBER_IMPORT_TEMPLATE_URL,
  membersResource,
  useImportJob,
  useStartImport,
  useUploadImport,
} from './api.ts';
import { ImportDuplicates } from './import-duplicates.tsx';

const POLL_MS = 400;

function JobProgress({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const job = useImportJob(jobId, POLL_MS);
  const data = job.data;
  if (!data) return <Progress percent={0} />;
  if (data.status === 'done') {
    void queryClient.invalidateQueries({ queryKey: [membersResource.endpoint] });
    return (
      <Result
        status="success"
        title={t('members.import.done', { count: data.imported_rows })}
        extra={
          <Link to="/members">
            <Button type="primary">{t('members.title')}</Button>
          </Link>
        }
      />
    );
  }
  if (data.status === 'failed')
    return (
      <Flex vertical gap={12}>
        <Result status="error" title={data.message ?? t('errors.generic')} />
        {data.errors.length > 0 && <ErrorTable job={data} />}
      </Flex>
    );
  const percent = data.total_rows ? Math.floor((data.processed_rows / data.total_rows) * 100) : 0;
  return (
    <Flex vertical gap={8}>
      <Typography.Text>
        {t('members.import.running', { done: data.processed_rows, total: data.total_rows })}
      </Typography.Text>
      <Progress percent={percent} status="active" data-testid="import-progress" />
    </Flex>
  );
}

function ErrorTable({ job }: { job: ImportJobView }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey={(e) => `${e.row}-${e.field}`}
      dataSource={job.errors}
      pagination={{ pageSize: 10 }}
      columns={[
        { key: 'row', dataIndex: 'row', title: t('members.import.row'), width: 80 },
        { key: 'field', dataIndex: 'field', title: t('members.import.field') },
        { key: 'value', dataIndex: 'value', title: t('members.import.value') },
        { key: 'message', dataIndex: 'message', title: t('members.import.problem') },
      ]}
    />
  );
}

function PreviewStep({ job, onStart }: { job: ImportJobView; onStart: () => void }) {
  const { t } = useTranslation();
  const rows = job.preview?.rows ?? [];
  const columns = rows[0] ? Object.keys(rows[0]).filter((c) => c !== 'row') : [];
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        {t('members.import.summary', { file: job.filename, total: job.total_rows, errors: job.error_count })}
      </Typography.Text>
      {job.error_count > 0 ? (
        <>
          <Alert type="error" showIcon title={job.message ?? ''} description={t('members.import.fixFile')} />
          <ErrorTable job={job} />
        </>
      ) : (
        <Alert type="success" showIcon title={t('members.import.ready', { total: job.total_rows })} />
      )}
      <ImportDuplicates flagged={job.preview?.duplicates ?? []} />
      <Typography.Text strong>{t('members.import.previewRows', { count: rows.length })}</Typography.Text>
      <Table
        size="small"
        rowKey="row"
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'row', dataIndex: 'row', title: t('members.import.row') },
          ...columns.map((c) => ({ key: c, dataIndex: c, title: c })),
        ]}
      />
      <Flex gap={8}>
        <Button type="primary" disabled={job.error_count > 0} onClick={onStart}>
          {t('members.import.start')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Member import: upload CSV/XLSX, preview with per-row errors, run with progress. */
export function MemberImportPage() {
  const { t } = useTranslation();
  const { confirm, failure } = useFeedback();
  const uploadImport = useUploadImport();
  const startImport = useStartImport();
  const [job, setJob] = useState<ImportJobView | null>(null);
  const [started, setStarted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setUploading(true);
    setUploadError(null);
    try {
      const content_base64 = await readFileBase64(file);
      setJob(await uploadImport.mutateAsync({ filename: file.name, content_base64 }));
      setStarted(false);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : t('errors.generic'));
    } finally {
      setUploading(false);
    }
  };

  const start = () =>
    job &&
    confirm(t('members.import.confirmStart', { total: job.total_rows }), async () => {
      try {
        await startImport.mutateAsync(job.id);
        setStarted(true);
      } catch (error) {
        failure(error);
      }
    });

  const step = started ? 2 : job ? 1 : 0;

  return (
    <Flex vertical gap={12}>
      <PageHeader
        title={t('members.import.title')}
        actions={
          <Button icon={<DownloadOutlined />} href={MEMBER_IMPORT_TEMPLATE_URL} download>
            {t('members.import.template')}
          </Button>
        }
      />
      <Steps
        current={step}
        items={[
          { title: t('members.import.stepUpload') },
          { title: t('members.import.stepPreview') },
          { title: t('members.import.stepImport') },
        ]}
      />
      <Card>
        {!started && (
          <Flex vertical gap={12}>
            <Upload.Dragger
              accept=".csv,.xlsx"
              multiple={false}
              showUploadList={false}
              disabled={uploading}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">
                {uploading ? t('members.import.reading') : t('members.import.drop')}
              </p>
              <p className="ant-upload-hint">{t('members.import.hint')}</p>
            </Upload.Dragger>
            {uploadError && <Alert type="error" showIcon title={uploadError} />}
            {job && <PreviewStep job={job} onStart={start} />}
          </Flex>
        )}
        {started && job && <JobProgress jobId={job.id} />}
      </Card>
    </Flex>
  );
}
