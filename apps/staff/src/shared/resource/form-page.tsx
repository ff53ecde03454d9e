import { Button, Card, Flex, Form, type FormInstance, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../ui/page-header.tsx';

type FormPageProps<Values> = {
  title: ReactNode;
  form: FormInstance<Values>;
  onFinish: (values: Values) => void;
  /** Where "Back" goes (the list). */
  backTo: string;
  loading?: boolean;
  initialValues?: Partial<Values>;
  disabled?: boolean;
  /** Wrap the fields in one card (default); pages with their own cards pass false. */
  card?: boolean;
  children: ReactNode;
};

/**
 * The width of every back-office form: one column, labels above their fields. A form's sections
 * may lay their fields side by side (GridField) inside it; wider, a field's label is far from
 * its input, and forms of different widths look like different products.
 */
export const FORM_WIDTH = 960;

/** A form screen's frame: the page header over one column of the house form width. */
export function FormColumn({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Flex vertical gap={12} style={{ maxWidth: FORM_WIDTH }}>
      <PageHeader title={title} />
      {children}
    </Flex>
  );
}

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
  return <FormColumn title={props.title}>{props.card === false ? body : <Card>{body}</Card>}</FormColumn>;
}
