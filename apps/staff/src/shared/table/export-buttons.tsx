import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { EXPORT_MAX_ROWS } from '@topup/contracts/reports.ts';
import { App, Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, type ExportFormat } from './download-export.ts';

type Props = {
  /** The export address of the current filter for a format (`...&format=csv`). */
  href: (format: ExportFormat) => string;
  /** Rows of the current filter, to say when an export will be cut at the cap. */
  total: number | undefined;
};

/**
 * The one export of every list and report: CSV or XLSX of the current filter (never a page),
 * downloaded with a progress figure; the server caps it at EXPORT_MAX_ROWS rows.
 */
export function ExportButtons({ href, total }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<{ format: ExportFormat; percent: number } | null>(null);
  const capped = (total ?? 0) > EXPORT_MAX_ROWS;

  const run = async (format: ExportFormat) => {
    setProgress({ format, percent: 0 });
    try {
      await downloadExport(href(format), (percent) => setProgress({ format, percent }));
    } catch (error) {
      message.error(t('common.exportFailed', { message: (error as Error).message }));
    } finally {
      setProgress(null);
    }
  };

  const button = (format: ExportFormat, label: string) => (
    <Button
      icon={<DownloadOutlined />}
      loading={progress?.format === format}
      disabled={progress !== null && progress.format !== format}
      onClick={() => void run(format)}
    >
      {progress?.format === format ? t('common.exporting', { percent: progress.percent }) : label}
    </Button>
  );

  const buttons = (
    <Flex gap={8}>
      {button('csv', t('common.exportCsv'))}
      {button('xlsx', t('common.exportXlsx'))}
    </Flex>
  );
  return capped ? (
    <Tooltip title={t('common.exportCapped', { max: EXPORT_MAX_ROWS.toLocaleString('en-US') })}>
      {buttons}
    </Tooltip>
  ) : (
    buttons
  );
}

/** The right end of a list's or report's toolbar: reload, and the export when it has one. */
export function TableTools({
  reload,
  exportHref,
  total,
}: {
  reload: () => void;
  exportHref?: Props['href'];
  total: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
      <Tooltip title={t('common.reload')}>
        <Button icon={<ReloadOutlined />} aria-label={t('common.reload')} onClick={reload} />
      </Tooltip>
      {exportHref && <ExportButtons href={exportHref} total={total} />}
    </Flex>
  );
}
