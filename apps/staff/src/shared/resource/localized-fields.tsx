import type { Locale } from '@topup/contracts/locales.ts';
import { Col, Form, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES: Locale[] = ['en', 'bm', 'cn'];

/**
 * One field in every language (en, bm, cn): English required, bm and cn fall back to
 * it on the server when left empty.
 */
export function LocalizedFields({
  name,
  label,
  children,
  wide = false,
  optional = false,
}: {
  name: string | (string | number)[];
  label: string;
  children: (locale: Locale) => ReactNode;
  /** One language per row (long texts) instead of three side by side. */
  wide?: boolean;
  /** No language is required (e.g. a message template that may stay empty). */
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const path = Array.isArray(name) ? name : [name];
  const required: Rule[] = [{ required: true, whitespace: true, message: t('common.required') }];
  return (
    <Row gutter={12}>
      {LOCALES.map((locale) => (
        <Col key={locale} xs={24} md={wide ? 24 : 8}>
          <Form.Item
            name={[...path, locale]}
            label={`${label} (${locale.toUpperCase()})`}
            rules={locale === 'en' && !optional ? required : []}
          >
            {children(locale)}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
