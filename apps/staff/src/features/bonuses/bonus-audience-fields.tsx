import type { BonusRow } from '@topup/contracts/api/bonuses.ts';
import { Col, Form, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberGroups } from '../../shared/member-groups/use-member-groups.ts';

/** Who may take the bonus: members with one of the tags and/or at one of the VIP levels (none: everyone). */
export function BonusAudienceFields() {
  const { t } = useTranslation();
  const groups = useMemberGroups().data;
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="tag_ids" label={t('bonuses.audience.tags')} extra={t('bonuses.audience.hint')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={(groups?.tags ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="vip_level_ids" label={t('bonuses.audience.levels')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={(groups?.vip_levels ?? []).map((level) => ({ value: level.id, label: level.name }))}
          />
        </Form.Item>
      </Col>
    </>
  );
}

/** The bonus list's "For" cell: the tags and levels it is limited to, or "Everyone". */
export function BonusAudienceCell({ bonus }: { bonus: BonusRow }) {
  const { t } = useTranslation();
  const groups = useMemberGroups().data;
  const names = [
    ...(groups?.tags ?? []).filter((tag) => bonus.tag_ids.includes(tag.id)).map((tag) => tag.name),
    ...(groups?.vip_levels ?? [])
      .filter((level) => bonus.vip_level_ids.includes(level.id))
      .map((l) => l.name),
  ];
  if (names.length === 0) return <>{t('bonuses.audience.everyone')}</>;
  return (
    <>
      {names.map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
    </>
  );
}
