import { Form, type FormItemProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The second typing of a new password or PIN (checked here, never sent): required, and the
 * same as the field `of`.
 */
export function ConfirmField({ of, mismatch, ...item }: FormItemProps & { of: string; mismatch: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      dependencies={[of]}
      rules={[
        { required: true, message: t('common.required') },
        ({ getFieldValue }) => ({
          validator: (_, value) =>
            !value || value === getFieldValue(of) ? Promise.resolve() : Promise.reject(new Error(mismatch)),
        }),
      ]}
      {...item}
    />
  );
}
