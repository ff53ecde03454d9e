import type { QueryKey } from '@tanstack/react-query';
import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedAction } from './use-confirmed-action.ts';

type ModalFormOptions<Target, Values> = {
  /** The form's values when opened for this target. */
  initialValues: (target: Target) => Partial<Values>;
  confirmText: (target: Target, values: Values) => string;
  call: (target: Target, values: Values) => Promise<{ message?: string } | undefined>;
  invalidate?: QueryKey[];
};

/**
 * A small form in a dialog acting on one target (a row to edit, a member to grant spins...):
 * open(target) fills and shows it; submitting confirms, saves, refreshes and closes.
 */
export function useModalForm<Target, Values extends object>(options: ModalFormOptions<Target, Values>) {
  const [target, setTarget] = useState<Target | null>(null);
  const [form] = Form.useForm<Values>();
  const run = useConfirmedAction();

  const open = (next: Target) => {
    form.resetFields();
    form.setFieldsValue(options.initialValues(next) as Parameters<typeof form.setFieldsValue>[0]);
    setTarget(next);
  };
  const close = () => setTarget(null);
  const onFinish = (values: Values) =>
    target !== null &&
    run(options.confirmText(target, values), () => options.call(target, values), {
      form,
      invalidate: options.invalidate,
      onDone: close,
    });

  return { target, open, close, form, onFinish };
}

type FormModalProps<Values> = {
  state: {
    target: unknown;
    close: () => void;
    form: FormInstance<Values>;
    onFinish: (values: Values) => unknown;
  };
  title: ReactNode;
  okText?: ReactNode;
  /** Prefixes the fields' ids: two dialogs on one page must not share an id such as 'remark'. */
  name?: string;
  children: ReactNode;
};

/** The dialog of a useModalForm. */
export function FormModal<Values extends object>({
  state,
  title,
  okText,
  name,
  children,
}: FormModalProps<Values>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={state.target !== null}
      title={title}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      onCancel={state.close}
      onOk={() => state.form.submit()}
      forceRender
    >
      <Form<Values>
        form={state.form}
        name={name}
        layout="vertical"
        onFinish={(values) => void state.onFinish(values)}
      >
        {children}
      </Form>
    </Modal>
  );
}
