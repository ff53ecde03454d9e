import { Card, Col, Form, type FormItemProps, Row } from 'antd';
import type { ReactNode } from 'react';

/** A titled group of a long form's fields, laid out in a row that wraps (under `head`, figures shown first). */
export function FormSection({
  title,
  head,
  children,
}: {
  title: ReactNode;
  head?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title} style={{ marginBottom: 12 }}>
      {head && (
        <Row gutter={12} style={{ marginBottom: 16 }}>
          {head}
        </Row>
      )}
      <Row gutter={12}>{children}</Row>
    </Card>
  );
}

/**
 * One field of a form grid: the form item in a column that takes `md` of the 24 on a wide
 * screen (12: half, 8: a third) and `xs` on a phone (the whole row unless told).
 */
export function GridField({ md = 12, xs = 24, ...item }: FormItemProps & { md?: number; xs?: number }) {
  return (
    <Col xs={xs} md={md}>
      <Form.Item {...item} />
    </Col>
  );
}
