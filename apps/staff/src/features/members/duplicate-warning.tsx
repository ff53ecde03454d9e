import type { DuplicateMatch, DuplicateMember } from '@topup/contracts/api/members.ts';
import { Alert, Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { membersResource } from './api.ts';

/** What two members share, in words ("Bank account", "Name and date of birth"). */
export function MatchTags({ matches }: { matches: DuplicateMatch[] }) {
  const { t } = useTranslation();
  return (
    <>
      {matches.map((m) => (
        <Tag key={m}>{t(`members.duplicates.matches.${m}`)}</Tag>
      ))}
    </>
  );
}

/** A member's name linked to their page, with the id (two members may share a name). */
export function MemberLink({ member }: { member: Pick<DuplicateMember, 'id' | 'name'> }) {
  return (
    <Link to={membersResource.editRoute(member.id)}>
      {member.name} (#{member.id})
    </Link>
  );
}

/** The save's question when the member would duplicate others: names them and asks to save anyway. */
export function duplicateConfirmText(t: TFunction, duplicates: DuplicateMember[], question: string): string {
  if (!duplicates.length) return question;
  const names = duplicates.map((d) => `${d.name} (#${d.id})`).join(', ');
  return t('members.duplicates.confirm', { names, question });
}

/** The member form's warning before saving: every other member sharing something, with links. */
export function DuplicateWarning({ duplicates }: { duplicates: DuplicateMember[] }) {
  const { t } = useTranslation();
  if (!duplicates.length) return null;
  const phoneTaken = duplicates.some((d) => d.matches.includes('phone'));
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="duplicate-warning"
      style={{ marginBottom: 16 }}
      title={t('members.duplicates.title')}
      description={
        <Flex vertical gap={4}>
          {duplicates.map((d) => (
            <Flex key={d.id} gap={8} wrap align="center">
              <MemberLink member={d} />
              <Typography.Text type="secondary">{d.phone}</Typography.Text>
              {d.bank_account_number && (
                <Typography.Text type="secondary">{d.bank_account_number}</Typography.Text>
              )}
              <MatchTags matches={d.matches} />
            </Flex>
          ))}
          <Typography.Text>
            {t(phoneTaken ? 'members.duplicates.phoneTaken' : 'members.duplicates.saveAnyway')}
          </Typography.Text>
        </Flex>
      }
    />
  );
}
