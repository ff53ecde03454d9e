import type { MemberBody, MemberDetail } from '@topup/contracts/api/members.ts';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  Row,
  Select,
  Spin,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { hasPermission, useMe } from '../../shared/api/use-me.ts';
import { EMPTY, formatDateTime } from '../../shared/format/format.ts';
import { MemberNotesCard } from '../../shared/member-notes/member-notes-card.tsx';
import { useResourceForm } from '../../shared/resource/use-resource-form.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { statusOptions } from '../../shared/ui/status-options.tsx';
import { membersResource, useSourceOptions } from './api.ts';
import { DuplicateWarning, duplicateConfirmText } from './duplicate-warning.tsx';
import { FlagFollowUpButton } from './flag-follow-up-button.tsx';
import { MemberGlanceCard } from './member-glance-card.tsx';
import { MemberHistoryCard } from './member-history-card.tsx';
import { MemberLinkCard } from './member-link-card.tsx';
import { MemberRolloverCard } from './member-rollover-card.tsx';
import { MemberSpinsCard } from './member-spins-card.tsx';
import { useDuplicateCheck } from './use-duplicate-check.ts';

/**
 * The form holds the body's fields under their wire names (so the server's field errors land on
 * them), except that the date picker holds a Dayjs.
 */
type Values = Partial<Omit<MemberBody, 'date_of_birth'>> & {
  [field in 'date_of_birth']?: Dayjs | null;
} & {
  /** The date of birth as shown without the personal-data permission: sent back unchanged unless a date is picked. */
  maskedDateOfBirth?: string;
};

/** A value the server masked (the operator lacks `members.pii`). */
const isMasked = (value: string) => value.includes('*');

function toValues(m: MemberDetail): Values {
  return {
    name: m.name,
    phone: m.phone,
    date_of_birth: m.date_of_birth && !isMasked(m.date_of_birth) ? dayjs(m.date_of_birth) : null,
    maskedDateOfBirth: m.date_of_birth && isMasked(m.date_of_birth) ? m.date_of_birth : undefined,
    refer_code: m.refer_code ?? '',
    upline: m.upline_refer_code ?? '',
    company: m.company ?? '',
    source_id: m.source_id,
    bank_name: m.bank_name ?? '',
    bank_account_number: m.bank_account_number ?? '',
    bank_account_holder: m.bank_account_holder ?? '',
    status: m.status,
    remark: m.remark ?? '',
  };
}

/** Member create (/members/create) and edit (/members/:id/edit) with link and histories. */
export function MemberFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe().data;
  const sources = useSourceOptions().data ?? [];
  const id = useParams().id;
  const { form, editing, record, loading, onFinish } = useResourceForm<MemberDetail, Values>(
    membersResource,
    {
      id,
      toValues,
      toBody: ({ maskedDateOfBirth, ...values }) => ({
        ...values,
        date_of_birth: values.date_of_birth?.format('YYYY-MM-DD') ?? maskedDateOfBirth ?? null,
      }),
      confirmText: (values, editing) =>
        duplicateConfirmText(
          t,
          duplicates,
          t(editing ? 'members.confirmUpdate' : 'members.confirmCreate', { name: values.name }),
        ),
      onSaved: (reply) => {
        if (!editing && reply.data?.id) navigate(membersResource.editRoute(reply.data.id));
      },
    },
  );
  const duplicates = useDuplicateCheck(form, id === undefined ? undefined : Number(id));
  const canSave = hasPermission(me, editing ? 'members.update' : 'members.create');
  const bankLocked = Boolean(record.data?.bank_account_number);

  if (loading) return <Spin />;
  const member = record.data;

  return (
    <Flex vertical gap={12}>
      <PageHeader title={editing ? t('members.edit', { name: member?.name ?? '' }) : t('members.create')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card>
            <Form<Values>
              form={form}
              layout="vertical"
              onFinish={onFinish}
              disabled={!canSave}
              initialValues={{ status: 'active' }}
            >
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item
                    name="name"
                    label={t('common.name')}
                    rules={[{ required: true, whitespace: true, message: t('members.nameRequired') }]}
                  >
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name="phone"
                    label={t('members.phone')}
                    rules={[{ required: true, message: t('common.required') }]}
                  >
                    <Input maxLength={20} placeholder="60123456789" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="date_of_birth" label={t('members.dateOfBirth')}>
                    <DatePicker style={{ width: '100%' }} placeholder={member?.date_of_birth ?? undefined} />
                  </Form.Item>
                  <Form.Item name="maskedDateOfBirth" hidden>
                    <Input />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="source_id" label={t('members.source')}>
                    <Select
                      allowClear
                      placeholder={t('members.defaultSource')}
                      options={sources.map((s) => ({ value: s.id, label: s.name }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name="refer_code"
                    label={t('members.referCode')}
                    extra={editing ? undefined : t('members.referCodeHint')}
                  >
                    <Input maxLength={20} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="upline" label={t('members.upline')} extra={t('members.uplineHint')}>
                    <Input maxLength={50} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="company" label={t('members.company')}>
                    <Input maxLength={100} />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item name="status" label={t('common.status')}>
                    <Select options={statusOptions(t)} />
                  </Form.Item>
                </Col>
              </Row>
              <Typography.Text strong>{t('members.bankInfo')}</Typography.Text>
              {bankLocked && (
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  {t('members.bankLocked')}
                </Typography.Paragraph>
              )}
              <Row gutter={12}>
                <Col span={8}>
                  <Form.Item name="bank_name" label={t('members.bankName')}>
                    <Input maxLength={100} disabled={bankLocked} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="bank_account_number" label={t('members.bankAccount')}>
                    <Input maxLength={20} disabled={bankLocked} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item name="bank_account_holder" label={t('members.bankHolder')}>
                    <Input maxLength={100} disabled={bankLocked} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="remark" label={t('common.remark')}>
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
              <DuplicateWarning duplicates={duplicates} />
              <Flex gap={8}>
                {canSave && (
                  <Button type="primary" htmlType="submit">
                    {t('common.save')}
                  </Button>
                )}
                <Link to={membersResource.route}>
                  <Button disabled={false}>{t('common.back')}</Button>
                </Link>
              </Flex>
            </Form>
          </Card>
        </Col>
        {member && (
          <Col xs={24} xl={10}>
            <Flex vertical gap={16}>
              <Card size="small" title={t('members.summary')}>
                <Descriptions size="small" column={1}>
                  <Descriptions.Item label={t('members.registeredAt')}>
                    {formatDateTime(member.registered_at)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('members.depositCount')}>
                    {member.deposit_count}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('members.lastDeposit')}>
                    {formatDateTime(member.last_deposit_at)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('members.upline')}>
                    {member.upline_name ?? EMPTY}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
              <MemberLinkCard member={member} canManage={hasPermission(me, 'members.link')} />
              <MemberNotesCard member={member} />
              <MemberSpinsCard member={member} />
              <MemberRolloverCard memberId={member.id} />
              {hasPermission(me, 'follow_up.settle') && (
                <div>
                  <FlagFollowUpButton memberId={member.id} name={member.name} />
                </div>
              )}
            </Flex>
          </Col>
        )}
        {member && (
          <Col span={24}>
            <MemberGlanceCard memberId={member.id} />
          </Col>
        )}
        {member && (
          <Col span={24}>
            <MemberHistoryCard member={member} />
          </Col>
        )}
      </Row>
    </Flex>
  );
}
