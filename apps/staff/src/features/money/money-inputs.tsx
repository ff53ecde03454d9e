import { UploadOutlined } from '@ant-design/icons';
import { toLocale } from '@topup/contracts/locales.ts';
import { formatMessage, type MessageCode } from '@topup/contracts/messages.ts';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Typography, Upload } from 'antd';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSelect, useMoneyOptions } from '../../shared/pickers/money-options.tsx';
import { FormColumn } from '../../shared/resource/form-page.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { uploadReceipt } from './api.ts';

/**
 * Pieces every money form uses: its page, the account, amount, deposit extras, remark and
 * submit fields, receipt upload and the spec's client-side messages taken from the contracts
 * catalogue. The form choices and the game-account picker are in
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

/** A money screen: its title, a hint when it has one, and the form in a card (and what follows it). */
export function MoneyPage(props: {
  title: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
  /** Shown under the form's card (results of the last submit). */
  below?: ReactNode;
}) {
  return (
    <FormColumn title={props.title}>
      {props.hint && <Alert type="info" showIcon title={props.hint} />}
      <Card>{props.children}</Card>
      {props.below}
    </FormColumn>
  );
}

/** The page of a money form that also stands embedded for one account: the form under its menu title. */
export function moneyFormPage(titleKey: string, MoneyForm: ComponentType, hintKey?: string) {
  return function MoneyFormScreen() {
    const { t } = useTranslation();
    return (
      <MoneyPage title={t(titleKey)} hint={hintKey && t(hintKey)}>
        <MoneyForm />
      </MoneyPage>
    );
  };
}

/** The game account the money moves on; asked for only when the form is not given one. */
export function AccountField({ fixedAccountId }: Pick<MoneyFormProps, 'fixedAccountId'>) {
  const { t } = useTranslation();
  const required = useRequired();
  if (fixedAccountId !== undefined) return null;
  return (
    <Form.Item name="member_account_id" label={t('money.fields.gameId')} rules={required('SELECT_GAME_ID')}>
      <AccountSelect />
    </Form.Item>
  );
}

/** What a deposit keyed in by staff adds: the bonus it claims and the receipt it keeps. */
export function DepositExtras() {
  const { t } = useTranslation();
  const options = useMoneyOptions().data;
  return (
    <>
      <Form.Item name="bonus_id" label={t('money.fields.bonus')}>
        <Select options={options?.bonuses ?? []} allowClear />
      </Form.Item>
      <Form.Item name="receipt" label={t('money.fields.receipt')}>
        <ReceiptUpload />
      </Form.Item>
    </>
  );
}

/**
 * The end of every money form: the remark kept with the transaction, and its submit button.
 * `remarkRequired`: the catalogue message shown when it is left empty (an adjustment's).
 */
export function RemarkAndSubmit({
  submit,
  remarkRequired,
}: {
  submit: ReactNode;
  remarkRequired?: MessageCode;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <>
      <Form.Item
        name="remark"
        label={t('money.fields.remark')}
        rules={remarkRequired && [{ required: true, whitespace: true, message: message(remarkRequired) }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {submit}
      </Button>
    </>
  );
}
