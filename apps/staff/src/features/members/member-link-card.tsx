import { LinkOutlined, StopOutlined } from '@ant-design/icons';
import type { MemberDetail } from '@topup/contracts/api/members.ts';
import { Alert, Button, Card, Descriptions, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format.ts';
import { useConfirmedAction } from '../../shared/resource/use-confirmed-action.ts';
import { useIssueMemberLink, useRevokeMemberLink } from './api.ts';

/**
 * The member's login link: a new link replaces the old one and is shown once;
 * revoking logs the member out everywhere. Both change access, so both ask first.
 */
export function MemberLinkCard({ member, canManage }: { member: MemberDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const run = useConfirmedAction();
  const [issuedUrl, setIssuedUrl] = useState<string | null>(null);
  const issueLink = useIssueMemberLink(member.id);
  const revokeLink = useRevokeMemberLink(member.id);

  const issue = () =>
    run(t('members.link.confirmIssue', { name: member.name }), () => issueLink.mutateAsync(), {
      onDone: (result) => setIssuedUrl(result.data.url),
    });

  const revoke = () =>
    run(t('members.link.confirmRevoke', { name: member.name }), async () => {
      await revokeLink.mutateAsync();
      return { message: t('members.link.revoked') };
    });

  return (
    <Card title={t('members.link.title')} size="small">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('common.status')}>
          {member.link.active ? t('members.link.active') : t('members.link.none')}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.link.issuedAt')}>
          {formatDateTime(member.link.issued_at)}
        </Descriptions.Item>
        <Descriptions.Item label={t('members.link.lastUsed')}>
          {formatDateTime(member.link.last_used_at)}
        </Descriptions.Item>
      </Descriptions>
      {canManage && (
        <Flex gap={8}>
          <Button icon={<LinkOutlined />} onClick={issue}>
            {t('members.link.issue')}
          </Button>
          <Button danger icon={<StopOutlined />} disabled={!member.link.active} onClick={revoke}>
            {t('members.link.revoke')}
          </Button>
        </Flex>
      )}
      <Modal
        open={issuedUrl !== null}
        title={t('members.link.newTitle')}
        onCancel={() => setIssuedUrl(null)}
        onOk={() => setIssuedUrl(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <Alert type="warning" showIcon title={t('members.link.shownOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: issuedUrl ?? '' }} code data-testid="member-link-url">
          {issuedUrl}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
