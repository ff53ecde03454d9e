import { Button, Card, Flex, Form, type FormInstance, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type FormPageProps<Values> = {
  title: ReactNode;
  form: FormInstance<Values>;
  onFinish: (values: Values) => void;
  /** Where "Back" goes (the list). */
  backTo: string;
  loading?: boolean;
  initialValues?: Partial<Values>;
  disabled?: boolean;
  maxWidth?: number;
  /** Wrap the fields in one card (default); pages with their own cards pass false. */
  card?: boolean;
  children: ReactNode;
};

/** The back-office create/edit page: title, the form's fields, Save and Back. */
export function FormPage<Values extends object>(props: FormPageProps<Values>) {
  const { t } = useTranslation();
  if (props.loading) return <Spin />;
  const body = (
    <Form<Values>
      form={props.form}
      layout="vertical"
      onFinish={props.onFinish}
      initialValues={props.initialValues}
      disabled={props.disabled}
    >
      {props.children}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit">
          {t('common.save')}
        </Button>
        <Link to={props.backTo}>
          <Button disabled={false}>{t('common.back')}</Button>
        </Link>
      </Flex>
    </Form>
  );
  return (
    <Flex vertical gap={12} style={{ maxWidth: props.maxWidth }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {props.title}
      </Typography.Title>
      {props.card === false ? body : <Card>{body}</Card>}
    </Flex>
  );
}
