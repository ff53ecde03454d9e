import { Button, Card, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SettingsCardProps<Values> = {
  title: ReactNode;
  form: FormInstance<Values>;
  onFinish: (values: Values) => void;
  loading: boolean;
  /** Without the permission the fields are read-only and there is no Save. */
  canManage: boolean;
  children: ReactNode;
};

/** A setting edited in a card of a larger page (useSettingsForm's form), saved with its own button. */
export function SettingsCard<Values extends object>(props: SettingsCardProps<Values>) {
  const { t } = useTranslation();
  return (
    <Card title={props.title} loading={props.loading}>
      <Form<Values> form={props.form} layout="vertical" onFinish={props.onFinish} disabled={!props.canManage}>
        {props.children}
        {props.canManage && (
          <Button type="primary" htmlType="submit">
            {t('common.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
