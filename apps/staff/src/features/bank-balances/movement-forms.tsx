import {
  type BankTransferBody,
  EXPENSE_CATEGORIES,
  type ExpenseBody,
} from '@topup/contracts/api/bank-movements.ts';
import { toLocale } from '@topup/contracts/locales.ts';
import { formatMessage, type MessageCode } from '@topup/contracts/messages.ts';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyOptions } from '../../shared/pickers/money-options.tsx';
import { FormModal, useModalForm } from '../../shared/resource/use-modal-form.tsx';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { movementChanges, postExpense, postTransfer } from './api.ts';

type ModalState = { open: (target: true) => void };

/** The server's catalogue entry in the operator's language ('Please select bank!'). */
function useMessage() {
  const { i18n } = useTranslation();
  return (code: MessageCode) => formatMessage(code, toLocale(i18n.language));
}

/** A required field whose message is the catalogue's. */
function useRequired() {
  const message = useMessage();
  return (code: MessageCode) => [{ required: true, message: message(code) }];
}

/** The banks the operator's payment gateway lets them move money between, as select options. */
function useBankChoices() {
  const banks = useMoneyOptions().data?.banks ?? [];
  const label = (id: number | undefined) => banks.find((b) => b.value === id)?.label ?? '';
  return { options: banks.map((b) => ({ value: b.value, label: b.label })), label };
}

function AmountAndRemark() {
  const { t } = useTranslation();
  const required = useRequired();
  return (
    <>
      <Form.Item name="amount" label={t('bank-balances.amount')} rules={required('ENTER_AMOUNT')}>
        <MoneyInput min="0.01" />
      </Form.Item>
      <Form.Item name="remark" label={t('bank-balances.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </>
  );
}

/** The transfer dialog: from, to and amount, named again in the confirmation. */
export function useTransferForm(): ModalState & { modal: ReactNode } {
  const { t } = useTranslation();
  const banks = useBankChoices();
  const required = useRequired();
  const message = useMessage();
  const state = useModalForm<true, BankTransferBody>({
    initialValues: () => ({}),
    confirmText: (_target, v) =>
      t('bank-balances.confirmTransfer', {
        amount: v.amount,
        from: banks.label(Number(v.from_bank_id)),
        to: banks.label(Number(v.to_bank_id)),
      }),
    call: (_target, values) => postTransfer(values),
    invalidate: movementChanges,
  });
  const modal = (
    <FormModal
      state={state}
      title={t('bank-balances.transfer')}
      okText={t('bank-balances.transfer')}
      name="transfer"
    >
      <Form.Item name="from_bank_id" label={t('bank-balances.from')} rules={required('SELECT_BANK')}>
        <Select options={banks.options} />
      </Form.Item>
      <Form.Item
        name="to_bank_id"
        label={t('bank-balances.to')}
        dependencies={['from_bank_id']}
        rules={[
          ...required('SELECT_BANK'),
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              value && value === getFieldValue('from_bank_id')
                ? Promise.reject(new Error(message('BANK_TRANSFER_SAME_BANK')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Select options={banks.options} />
      </Form.Item>
      <AmountAndRemark />
    </FormModal>
  );
  return { open: state.open, modal };
}

/** The expense dialog: the bank it is paid from, amount, category and remark. */
export function useExpenseForm(): ModalState & { modal: ReactNode } {
  const { t } = useTranslation();
  const banks = useBankChoices();
  const required = useRequired();
  const state = useModalForm<true, ExpenseBody>({
    initialValues: () => ({}),
    confirmText: (_target, v) =>
      t('bank-balances.confirmExpense', {
        amount: v.amount,
        from: banks.label(Number(v.bank_id)),
        category: t(`bank-balances.categories.${v.category}`),
      }),
    call: (_target, values) => postExpense(values),
    invalidate: movementChanges,
  });
  const modal = (
    <FormModal
      state={state}
      title={t('bank-balances.expense')}
      okText={t('bank-balances.expense')}
      name="expense"
    >
      <Form.Item name="bank_id" label={t('bank-balances.from')} rules={required('SELECT_BANK')}>
        <Select options={banks.options} />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('bank-balances.category')}
        rules={required('SELECT_EXPENSE_CATEGORY')}
      >
        <Select
          options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: t(`bank-balances.categories.${c}`) }))}
        />
      </Form.Item>
      <AmountAndRemark />
    </FormModal>
  );
  return { open: state.open, modal };
}
