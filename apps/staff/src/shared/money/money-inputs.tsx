import { UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { toLocale } from '@topup/contracts/locales.ts';
import { formatMessage, type MessageCode } from '@topup/contracts/messages.ts';
import { App, Button, Flex, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { useFeedback } from '../ui/use-feedback.ts';

/**
 * Pieces every money form uses: the form choices, the game-account picker, receipt upload and
 * the spec's client-side messages taken from the contracts catalogue. Shared by the money
 * features (quick topup, multi deposit, transfer, adjustment, queues).
 */
export type Option = { value: number; label: string };
export type MoneyOptions = {
  banks: (Option & { require_receipt: boolean; is_default: boolean })[];
  bonuses: Option[];
  products: (Option & { maintenance: boolean })[];
};
export type AccountOption = Option & { member_id: number; product_name: string };

export function useMoneyOptions() {
  return useQuery({
    queryKey: ['staff', 'money', 'options'],
    queryFn: () => api.get<{ data: MoneyOptions }>('/api/staff/money/options').then((r) => r.data),
    staleTime: 60_000,
  });
}

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

type AccountSelectProps = {
  value?: number;
  onChange?: (value: number, option?: AccountOption) => void;
  memberId?: number;
  placeholder?: string;
  id?: string;
};

/** Game account picker searched on the server by game ID, member name or phone. */
export function AccountSelect({ value, onChange, memberId, placeholder, id }: AccountSelectProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const result = useQuery({
    queryKey: ['staff', 'money', 'accounts', q, memberId],
    queryFn: () =>
      api
        .get<{ data: AccountOption[] }>('/api/staff/money/account-options', { q, member_id: memberId })
        .then((r) => r.data),
    staleTime: 10_000,
  });
  const options = result.data ?? [];
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setQ }}
      value={value}
      placeholder={placeholder ?? t('money.fields.gameIdSearch')}
      loading={result.isFetching}
      options={options}
      onChange={(next) =>
        onChange?.(
          next,
          options.find((o) => o.value === next),
        )
      }
      style={{ minWidth: 320 }}
      notFoundContent={t('money.fields.noAccount')}
    />
  );
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
            const res = await api.post<{ data: { url: string } }>('/api/staff/money/receipts', {
              content_type: file.type,
              data,
            });
            onChange?.(res.data.url);
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

/** Quick-pick amounts of the deposit screen (spec §9). */
export const QUICK_AMOUNTS = [10, 30, 50, 100, 200] as const;
