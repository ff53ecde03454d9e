import type { SaveWebsiteSettingsBody, WebsiteSettings } from '@topup/contracts/api/settings.ts';
import { Card, Col, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { ImagePicker } from '../../shared/gallery/image-picker.tsx';
import { FormPage } from '../../shared/resource/form-page.tsx';
import { LocalizedFields } from '../../shared/resource/localized-fields.tsx';
import { useSettingsForm } from '../../shared/resource/use-settings-form.ts';
import { WEBSITE_SETTINGS_URL } from './api.ts';

/** The form shows the theme as a select ('' follows the server's default) and the spin flag as a switch. */
type Values = Omit<WebsiteSettings, 'theme' | 'fortune_spin_enabled'> & { theme: string } & Record<
    'fortune_spin_enabled',
    boolean
  >;

const toValues = (s: WebsiteSettings): Values => ({
  ...s,
  theme: s.theme ?? '',
  fortune_spin_enabled: s.fortune_spin_enabled === 1,
});
const toBody = (v: Values): SaveWebsiteSettingsBody => ({
  ...v,
  theme: (v.theme || null) as WebsiteSettings['theme'],
  fortune_spin_enabled: v.fortune_spin_enabled ? 1 : 0,
});

/** Website Settings: theme, logo, chat links, modal images, flags; applied at once. */
export function WebsiteSettingsPage() {
  const { t } = useTranslation();
  const canManage = hasPermission(useMe().data, 'settings.manage');
  const { form, loading, onFinish } = useSettingsForm<WebsiteSettings, Values>(WEBSITE_SETTINGS_URL, {
    toValues,
    toBody,
    confirmText: () => t('website-settings.confirmSave'),
  });
  const link = (name: keyof WebsiteSettings, label: string) => (
    <Col xs={24} md={8}>
      <Form.Item
        name={name}
        label={label}
        extra={t('website-settings.httpsOnly')}
        rules={[{ required: true, whitespace: true, message: t('common.required') }]}
      >
        <Input maxLength={2000} placeholder="https://" />
      </Form.Item>
    </Col>
  );
  return (
    <FormPage<Values>
      title={t('website-settings.title')}
      form={form}
      onFinish={onFinish}
      loading={loading}
      disabled={!canManage}
      backTo="/dashboard"
      card={false}
      maxWidth={1100}
    >
      <Card title={t('website-settings.look')} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="theme" label={t('website-settings.theme')}>
              <Select
                options={[
                  { value: '', label: t('website-settings.themeDefault') },
                  { value: 'DarkGold', label: 'DarkGold' },
                  { value: 'Purple', label: 'Purple' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="logo" label={t('website-settings.logo')}>
              <ImagePicker />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('website-settings.links')} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          {link('telegram_link', t('website-settings.telegram'))}
          {link('whatsapp_link', t('website-settings.whatsapp'))}
          <Col xs={24} md={8}>
            <Form.Item
              name="deposit_redirect"
              label={t('website-settings.depositRedirect')}
              extra={t('website-settings.depositRedirectHint')}
              rules={[{ required: true, whitespace: true, message: t('common.required') }]}
            >
              <Input maxLength={2000} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('website-settings.flags')} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="payment_gateway" label={t('website-settings.paymentGateway')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: '1', label: t('website-settings.gatewayOn') },
                  { value: '0', label: t('website-settings.gatewayOff') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="fortune_spin_enabled"
              label={t('website-settings.fortuneSpin')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="balance_point"
              label={t('website-settings.balancePoint')}
              extra={t('website-settings.balancePointHint')}
            >
              <Input inputMode="decimal" prefix="RM" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="member_link_days"
              label={t('website-settings.memberLinkDays')}
              extra={t('website-settings.memberLinkDaysHint')}
              rules={[{ required: true, message: t('common.required') }]}
            >
              <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('website-settings.footer')} style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name={['footer', 'company']} label={t('website-settings.footerCompany')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={['footer', 'terms']}
              label={t('website-settings.footerTerms')}
              extra={t('website-settings.footerTermsHint')}
            >
              <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name={['footer', 'support_hours']}
              label={t('website-settings.footerSupportHours')}
              extra={t('website-settings.footerEmptyHint')}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('website-settings.images')} style={{ marginBottom: 12 }}>
        <LocalizedFields
          name={['modal_images', 'rescue_bonus']}
          label={t('website-settings.rescueBonus')}
          wide
        >
          {() => <ImagePicker />}
        </LocalizedFields>
        <LocalizedFields
          name={['modal_images', 'fortune_spin']}
          label={t('website-settings.fortuneSpinModal')}
          wide
        >
          {() => <ImagePicker />}
        </LocalizedFields>
        <LocalizedFields name={['images', 'payments']} label={t('website-settings.payments')} wide>
          {() => <ImagePicker />}
        </LocalizedFields>
        <LocalizedFields name={['images', 'key_points']} label={t('website-settings.keyPoints')} wide>
          {() => <ImagePicker />}
        </LocalizedFields>
        <LocalizedFields name={['images', 'games']} label={t('website-settings.games')} wide>
          {() => <ImagePicker />}
        </LocalizedFields>
      </Card>
    </FormPage>
  );
}
