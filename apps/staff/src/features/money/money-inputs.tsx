import { UploadOutlined } from '@ant-design/icons';
import { toLocale } from '@topup/contracts/locales.ts';
import { formatMessage, type MessageCode } from '@topup/contracts/messages.ts';
import { App, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { uploadReceipt } from './api.ts';

/**
 * Pieces every money form uses: receipt upload and the spec's client-side messages taken from
 * the contracts catalogue. The form choices and the game-account picker are in
 * shared/pickers/money-options.tsx (other features use them too).
 */
/** The spec's wording for a client-side check, in the operator's language. */
export function useMessage() {
  const { i18n } = useTranslation();
  return (code: MessageCode) => formatMessage(code, toLocale(i18n.language));
}

/** A required-field rule whose message is a catalogue entry ('Please select Game ID!'). */
export function useRequired() {
  const message = useMessage();
  return (code: MessageCode) => [{ required: true, message: message(code) }];
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'];

/** Uploads an image or PDF receipt and hands back the URL the transaction keeps. */
export function ReceiptUpload({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (url: string) => void;
}) {
  const { t } = useTranslation();
  const { failure } = useFeedback();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap={8} align="center" wrap>
      <Upload
        accept={RECEIPT_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={async (file) => {
          if (!RECEIPT_TYPES.includes(file.type) || file.size > 5 * 1024 * 1024) {
            message.error(t('money.receipt.invalid'));
            return Upload.LIST_IGNORE;
          }
          setBusy(true);
          try {
            const data = await readBase64(file);
            const receipt = await uploadReceipt({ content_type: file.type, data });
            onChange?.(receipt.url);
          } catch (error) {
            failure(error);
          } finally {
            setBusy(false);
          }
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('money.receipt.upload')}
        </Button>
      </Upload>
      {value && (
        <Typography.Link href={value} target="_blank" rel="noreferrer">
          {t('money.receipt.view')}
        </Typography.Link>
      )}
    </Flex>
  );
}

/** Quick-pick amounts of the deposit screen. */
export const QUICK_AMOUNTS = [10, 30, 50, 100, 200] as const;

/**
 * A money form on its own page picks the game account; embedded for one account (the
 * Workstation) it is given the account and told when it is done.
 */
export type MoneyFormProps = { fixedAccountId?: number; memberId?: number; onDone?: () => void };
